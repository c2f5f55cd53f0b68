// NVIDIA's <cuda_fp16.h>, read as it is, from one front-end pass: its arithmetic picks per sm
// with NV_IF_ELSE_TARGET(NV_PROVIDES_SM_53, <f16 inline PTX>, <float fallback>), so the sm_52
// module computes in f32 and the sm_70 one uses add.f16 / mul.f16x2; the members it declares
// in the class and defines `inline` outside are emitted only where used; host code converts
// through the same header. ptxas assembles both modules.
// REQUIRES: libcudart
// RUN: %circlec --emit=ptx --sm 52,70 %s -o %t
// RUN: FileCheck %s --check-prefix=SM52 < %t.sm_52.ptx
// RUN: FileCheck %s --check-prefix=SM70 < %t.sm_70.ptx
// RUN: %circlec --emit=cubin --sm 52,70 %s -o %t
// RUN: %circlec --sm 52,70 %s -o %t.exe
// RUN: %t.exe | FileCheck %s --check-prefix=HOST
#include <cuda_fp16.h>
#include <cstdio>

// SM52-NOT: .func
// SM52: .entry _Z4fp16
// SM52-NOT: add.f16
// SM52: add.f32
// SM52: mul.f32
// SM52-NOT: mul.f16x2
// SM70-NOT: .func
// SM70: .entry _Z4fp16
// SM70: add.f16
// SM70: mul.f16x2
__global__ void fp16(__half* a, const __half* b, __half2* c, const __half2* d, float* f) {
  int i = threadIdx.x;
  a[i] = __hadd(a[i], b[i]);
  c[i] = __hmul2(c[i], d[i]);
  f[i] = __half2float(a[i]) + __low2float(c[i]);
}

// HOST: 1.5 2.5 1
int main() {
  __half h = __float2half(1.5f);
  __half2 p = __floats2half2_rn(2.5f, 1.0f);
  std::printf("%g %g %g\n", __half2float(h), __low2float(p), __high2float(p));
}
