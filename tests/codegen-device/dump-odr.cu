// `--dump=odr` prints each sm's ODR plan (definitions with symbol and linkage, declarations,
// variables, uses, and the branch each `@codegen if` takes); `--dump=nvvm|ptx` print the module
// of every sm to stdout.
// RUN: %circlec --dump=odr --sm 52,70 %s | FileCheck %s
// RUN: %circlec --dump=ptx --sm 70 %s | FileCheck %s --check-prefix=PTX
// RUN: %circlec --dump=nvvm --sm 52 -O0 %s | FileCheck %s --check-prefix=LLVM

__shared__ int tile[32];
int helper(int a) { return a + 1; }
inline int twice(int x) { return x + x; }
__device__ int root(int x) { return x - 1; }
__device__ int ext(int x);
int unused(int x) { return x; }

__global__ void k(int* out) {
  tile[threadIdx.x] = helper(out[0]);
  @codegen if (__nvvm_arch >= 70) {
    out[1] = twice(tile[0]) + ext(1);
  }
}

// CHECK-LABEL: odr plan for sm_52
// CHECK-NEXT: define `root` (_Z4rooti) external
// CHECK-NEXT: define kernel `k` (_Z1kPi) external
// CHECK-NEXT: define `helper` (_Z6helperi) internal
// CHECK-NEXT: variable `tile` Shared
// CHECK-NEXT: use `k` -> `tile`
// CHECK-NEXT: use `k` -> `helper`
// CHECK-NEXT: @codegen if #{{[0-9]+}} takes the else branch
// CHECK-LABEL: odr plan for sm_70
// CHECK-NEXT: define `root` (_Z4rooti) external
// CHECK-NEXT: define kernel `k` (_Z1kPi) external
// CHECK-NEXT: define `helper` (_Z6helperi) internal
// CHECK-NEXT: define `twice` (_Z5twicei) linkonce_odr
// CHECK-NEXT: declare `ext` (_Z3exti)
// CHECK-NOT: unused
// CHECK: @codegen if #{{[0-9]+}} takes the then branch

// PTX: ; ---- sm_70 ----
// PTX: .target sm_70
// LLVM: ; ---- sm_52 ----
// LLVM: define ptx_kernel void @_Z1kPi(
