// The classification builtins in device code lower as clang 19 lowers them: llvm.is.fpclass
// with clang's masks, a bitcast and a sign test for signbit, fabs == inf for isinf_sign.
// (<math.h>'s `isnan` and friends are libstdc++'s inline `std::` functions over these.)
// RUN: %circlec --emit=llvm --sm 70 -O0 %s -o %t
// RUN: FileCheck %s < %t.sm_70.ll
// RUN: %circlec --emit=ptx --sm 70 %s -o %t
// RUN: FileCheck %s --check-prefix=PTX < %t.sm_70.ptx
#include <math.h>

// CHECK-LABEL: define {{.*}}@_Z5k_nanPiPKfPKd(
// CHECK: call i1 @llvm.is.fpclass.f32(float %{{.*}}, i32 3)
// CHECK: call i1 @llvm.is.fpclass.f64(double %{{.*}}, i32 516)
// CHECK: call i1 @llvm.is.fpclass.f32(float %{{.*}}, i32 504)
// CHECK: call i1 @llvm.is.fpclass.f64(double %{{.*}}, i32 264)
// CHECK: bitcast float %{{.*}} to i32
// CHECK: icmp slt i32
// CHECK: bitcast double %{{.*}} to i64
// CHECK: icmp slt i64
// CHECK: call double @llvm.fabs.f64(
// CHECK: fcmp oeq double %{{.*}}, 0x7FF0000000000000
// PTX-LABEL: .entry _Z5k_nanPiPKfPKd(
// PTX: setp.nan.f32
// PTX: abs.f64
// PTX: setp.eq.f64 {{.*}}0d7FF0000000000000
// PTX: ret;
__global__ void k_nan(int *out, const float *f, const double *d) {
  out[0] = __builtin_isnan(f[0]);
  out[1] = __builtin_isinf(d[0]);
  out[2] = __builtin_isfinite(f[1]);
  out[3] = __builtin_isnormal(d[1]);
  out[4] = __builtin_signbit(f[2]);
  out[5] = __builtin_signbit(d[2]);
  out[6] = __builtin_isinf_sign(d[3]);
  out[7] = __builtin_fpclassify(0, 1, 2, 3, 4, f[3]);
}
