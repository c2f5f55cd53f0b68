// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: invalid-cuda-attribute.cu:[[@LINE+2]]:28: error: `__global__` function `both` cannot also be `__device__` or `__host__` [E0544]
// CHECK: remove the other tag
__global__ __device__ void both() {}
struct S {
  // CHECK: invalid-cuda-attribute.cu:[[@LINE+1]]:19: error: `__global__` function `run` cannot be a non-static member function{{.*}}[E0544]
  __global__ void run();
};
void f() {
  // CHECK: invalid-cuda-attribute.cu:[[@LINE+2]]:18: error: a CUDA memory space on an automatic variable{{.*}}[E0544]
  // CHECK: declare the variable at namespace scope, or make it `static`
  __device__ int local = 0;
}
// CHECK: invalid-cuda-attribute.cu:[[@LINE+2]]:1: error: `__launch_bounds__` on a function that is not `__global__`{{.*}}[E0544]
// CHECK: only kernels have launch bounds
__launch_bounds__(128) __device__ void notkernel() {}
__host__ __device__ int hd() { return 1; }
