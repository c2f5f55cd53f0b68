// `@codegen if` over `__nvvm_arch` keeps both branches in the AST; each sm's module contains
// only the branch taken for it. This is the `reduction` example of seed 004. Output files are
// named `<-o stem>.<sm>.ll`.
// RUN: %circlec --emit=llvm --sm 52,60,70 -O0 %s -o %t
// RUN: FileCheck %s --check-prefix=SM52 < %t.sm_52.ll
// RUN: FileCheck %s --check-prefix=SM60 < %t.sm_60.ll
// RUN: FileCheck %s --check-prefix=SM70 < %t.sm_70.ll
// RUN: FileCheck %s --check-prefix=NOT52 < %t.sm_52.ll
// RUN: FileCheck %s --check-prefix=NOT60 < %t.sm_60.ll
// RUN: FileCheck %s --check-prefix=NOT70 < %t.sm_70.ll

int old_devices(int x) { return x + 1; }
int maxwell(int x) { return x + 2; }
int new_stuff(int x) { return x + 3; }

// SM52-LABEL: define i32 @_Z9reductionii(
// SM52: call i32 @_Z7maxwelli(
// SM52-NOT: call
// SM52: ret i32
// SM60-LABEL: define i32 @_Z9reductionii(
// SM60: call i32 @_Z9new_stuffi(
// SM60-NOT: call
// SM60: ret i32
// SM70-LABEL: define i32 @_Z9reductionii(
// SM70: call i32 @_Z9new_stuffi(
__device__ int reduction(int x, int tid) {
  int y = 0;
  @codegen if (__nvvm_arch < 35) {
    y = old_devices(x);
  } else @codegen if (__nvvm_arch < 60) {
    y = maxwell(x);
  } else {
    y = new_stuff(x);
  }
  return y + tid;
}

// A `@codegen` object initialized from `__nvvm_arch`.
@codegen int major = __nvvm_arch / 10;

// SM52-LABEL: define ptx_kernel void @_Z6majorsPi(
// SM52: store i32 5,
// SM60-LABEL: define ptx_kernel void @_Z6majorsPi(
// SM60: store i32 6,
// SM70-LABEL: define ptx_kernel void @_Z6majorsPi(
// SM70: store i32 7,
__global__ void majors(int* out) {
  @codegen if (major == 5) {
    *out = 5;
  } else @codegen if (major == 6 && __nvvm_arch != 61) {
    *out = 6;
  } else {
    *out = 7;
  }
}

// Only the callees of the taken branch are emitted at all (definitions follow
// the kernels, in the order the ODR walk reached them).
// NOT52-NOT: old_devices
// NOT52-NOT: new_stuff
// SM52: define internal i32 @_Z7maxwelli(
// NOT60-NOT: maxwell
// NOT60-NOT: old_devices
// SM60: define internal i32 @_Z9new_stuffi(
// NOT70-NOT: maxwell
// NOT70-NOT: old_devices
