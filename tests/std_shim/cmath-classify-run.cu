// <cmath>'s std::isnan, std::isinf, std::isfinite, std::isnormal, std::signbit and
// std::fpclassify: functions for float, double and long double, constexpr, host and device,
// and, as with g++, callable without `std::` once libstdc++'s <math.h> is included too.
// RUN: %circlec %s -o %t -lm
// RUN: %t | FileCheck %s
// RUN: %circlec --emit=llvm --sm 70 -O0 %s -o %t.dev
// RUN: FileCheck %s --check-prefix=DEV < %t.dev.sm_70.ll
// CHECK: 1 0 1 1 0 3 2 1
// DEV: call i1 @llvm.is.fpclass.f32(float %{{.*}}, i32 3)
#include <cmath>
#include <math.h>
#include <stdio.h>

static_assert(std::isnan(NAN) && !std::isnan(1.0) && std::isinf(-HUGE_VAL), "");
static_assert(std::fpclassify(0.0) == FP_ZERO && std::fpclassify(1e-40f) == FP_SUBNORMAL, "");
static_assert(isfinite(2.0L) && isnormal(1.0), "");

__global__ void k(int *o, float x) { o[0] = std::isnan(x); }

int main() {
  volatile float f = NAN;
  volatile double d = -HUGE_VAL;
  volatile double sub = 1e-310;
  printf("%d %d %d %d %d %d %d %d\n", std::isnan(f), isnan(d), std::isinf(d), std::signbit(d), std::isfinite(d),
         std::fpclassify(sub), fpclassify(0.0f), (int)sizeof(std::isnan(1.0)));
  return 0;
}
