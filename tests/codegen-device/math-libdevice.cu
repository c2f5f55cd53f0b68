// <math.h> on the device: IEEE `sqrt`, `fabs`, `floor`, `fma`, `fmin` become LLVM intrinsics;
// the rest calls libdevice (`expf` -> `__nv_expf`), which is linked into the module only when
// used, internalized, and inlined (nothing of libdevice is left as a function). Needs the CUDA
// installation ptxas comes from, for libdevice.10.bc.
// REQUIRES: ptxas
// RUN: %circlec --emit=llvm --sm 70 %s -o %t
// RUN: FileCheck %s < %t.sm_70.ll
// RUN: %circlec -S --sm 52,70,90 %s -o %t
// RUN: %ptxas -arch=sm_52 %t.sm_52.ptx -o %t.cubin
// RUN: %ptxas -arch=sm_70 %t.sm_70.ptx -o %t.cubin
// RUN: %ptxas -arch=sm_90 %t.sm_90.ptx -o %t.cubin
// RUN: FileCheck %s --check-prefix=PTX < %t.sm_70.ptx
// RUN: %circlec --emit=llvm --sm 70 %S/builtins.cu -o %t.nomath
// RUN: FileCheck %s --check-prefix=NOMATH < %t.nomath.sm_70.ll

#include <math.h>

// CHECK-LABEL: define ptx_kernel void @_Z4mathPfPd(
__global__ void math(float* f, double* d) {
  // CHECK: call float @llvm.sqrt.f32(
  // CHECK: call float @llvm.fabs.f32(
  // CHECK: call float @llvm.floor.f32(
  // CHECK: call float @llvm.fma.f32(
  f[0] = sqrtf(f[0]) + fabsf(f[1]) + floorf(f[2]) + fmaf(f[3], f[4], f[5]);
  // CHECK: call double @llvm.sqrt.f64(
  // CHECK: call double @llvm.minnum.f64(
  d[0] = sqrt(d[0]) + fmin(d[1], d[2]);
  f[6] = expf(f[6]) + logf(f[7]) + sinf(f[8]) + powf(f[9], 2.0f);
  d[3] = exp(d[3]) + atan2(d[4], d[5]) + tanh(d[6]);
}
// CHECK-NOT: define {{.*}}@__nv_
// CHECK-NOT: declare {{.*}}@__nv_
// PTX: sqrt.rn.f32
// PTX: ex2.approx
// NOMATH-NOT: __nv_
