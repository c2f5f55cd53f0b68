// The device floating-point options change the PTX as nvcc's do: --use_fast_math (also
// -ffast-math and -Ofast) means flush-to-zero, approximate division and square root, and the
// fast intrinsics; --ftz, --prec-div, --prec-sqrt and --fmad each do their part.
// RUN: %circlec --dump=ptx --sm 80 %s | FileCheck %s --check-prefix=IEEE
// RUN: %circlec --dump=ptx --sm 80 --use_fast_math %s | FileCheck %s --check-prefix=FAST
// RUN: %circlec --dump=ptx --sm 80 -ffast-math %s | FileCheck %s --check-prefix=FAST
// RUN: %circlec --dump=ptx --sm 80 -ftz=true %s | FileCheck %s --check-prefix=FTZ
// RUN: %circlec --dump=ptx --sm 80 --prec-div=false --prec-sqrt=false %s | FileCheck %s --check-prefix=APPROX
// RUN: %circlec --dump=ptx --sm 80 --fmad=false %s | FileCheck %s --check-prefix=NOFMA
// RUN: %circlec --dump=ptx --sm 80 -ffast-math -fno-fast-math %s | FileCheck %s --check-prefix=IEEE
// RUN: %circlec --dump=nvvm --sm 80 --use_fast_math %s | FileCheck %s --check-prefix=REFLECT
#include <math.h>

__global__ void k(float *a, float b, float c) {
  // IEEE: fma.rn.f32
  // FAST: fma.rn.ftz.f32
  // NOFMA: mul.rn.f32
  // NOFMA: add.rn.f32
  a[0] = a[1] * b + c;
  // IEEE: div.rn.f32
  // FAST: div.full.ftz.f32
  // FTZ: div.rn.ftz.f32
  // APPROX: div.full.f32
  a[2] = a[3] / b;
  // IEEE: sqrt.rn.f32
  // FAST: sqrt.approx.ftz.f32
  // FTZ: sqrt.rn.ftz.f32
  // APPROX: sqrt.approx.f32
  a[4] = sqrtf(a[5]);
  // FAST: sin.approx.ftz.f32
  a[6] = sinf(c);
}
// REFLECT: !{i32 4, !"nvvm-reflect-ftz", i32 1}
// IEEE-NOT: approx.ftz
