// Device code cannot define variadic functions, nor launch kernels without relocatable device
// code (dynamic parallelism, tests/rdc/dynamic-parallelism.cu); both errors carry the ODR-use
// chain and the sm. The same functions are fine when only host code uses them.
// RUN: not %circlec -fsyntax-only --sm 70 %s 2>&1 | FileCheck %s
// RUN: %circlec --emit=llvm --sm 70 -DHOST_ONLY %s -o %t && FileCheck %s --check-prefix=HOST < %t.sm_70.ll

// CHECK-DAG: diag-variadic-and-launch.cu:[[@LINE+1]]:5: error: variadic function `sum` cannot be compiled for sm_70 [E0705]
int sum(int n, ...) { return n; }
// CHECK-DAG: ODR used by: kernel `k` → `helper` → `sum`
__global__ void child(int* p) { p[0] = 1; }

int helper(int* p) {
  // CHECK-DAG: diag-variadic-and-launch.cu:[[@LINE+1]]:3: error: a kernel launch in device code for sm_70 needs relocatable device code [E0707]
  child<<<1, 1>>>(p);
  return sum(1, 2, 3);
}
// CHECK: 2 errors generated

#ifndef HOST_ONLY
__global__ void k(int* p) { p[0] = helper(p); }
#endif
// HOST: define ptx_kernel void @_Z5childPi(
// HOST-NOT: sum
// HOST-NOT: helper
