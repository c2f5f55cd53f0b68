// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: kernel-must-return-void.cu:[[@LINE+1]]:12: error: `__global__` function `k` must return `void`, not `int` [E0540]
__global__ int k(int* p) { return 0; }
