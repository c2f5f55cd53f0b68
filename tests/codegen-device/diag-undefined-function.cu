// A function declared but not defined in the file can be called from device code only when it
// is `__device__` (another translation unit defines it for the device); otherwise it is an
// error with the ODR-use chain.
// RUN: not %circlec --emit=llvm --sm 70 %s -o %t 2>&1 | FileCheck %s
// RUN: %circlec --emit=llvm --sm 70 -DGOOD %s -o %t && FileCheck %s --check-prefix=GOOD < %t.sm_70.ll

#ifdef GOOD
// GOOD: declare i32 @_Z11external_fni(i32)
__device__ int external_fn(int x);
#else
int external_fn(int x);
#endif

int helper(int x) {
  // CHECK: diag-undefined-function.cu:[[@LINE+1]]:10: error: `external_fn` is not defined in this translation unit and is not `__device__`, but device code for sm_70 calls it [E0701]
  return external_fn(x);
}
// CHECK: Note 1: define `external_fn` in this file, or declare it `__device__` if another translation unit defines it for the device
// CHECK: ODR used by: kernel `k` → `helper`

__global__ void k(int* p) { p[0] = helper(p[1]); }
