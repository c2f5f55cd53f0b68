// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
__global__ void k(int* p) {}
void host(int* p) {
  // CHECK: kernel-called-without-launch.cu:[[@LINE+2]]:3: error: kernel `k` called like a function [E0545]
  // CHECK: launch it: `k<<<grid, block>>>(...)`
  k(p);
}
