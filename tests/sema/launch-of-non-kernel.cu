// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
__device__ void dev(int* p) {}
void host(int* p) {
  // CHECK: launch-of-non-kernel.cu:[[@LINE+2]]:3: error: `dev` is not a `__global__` function [E0541]
  // CHECK: declare the function `__global__ void`
  dev<<<1, 1>>>(p);
}
