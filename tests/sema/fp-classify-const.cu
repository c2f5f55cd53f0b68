// The classification builtins fold in constant expressions; a non-floating argument is an error.
// RUN: %circlec -fsyntax-only %s
// RUN: not %circlec -fsyntax-only -DBAD %s 2>&1 | FileCheck %s --implicit-check-not='error:'
#include <math.h>

static_assert(__builtin_isnan(__builtin_nanf("")), "");
static_assert(!__builtin_isnan(1.0), "");
static_assert(__builtin_isinf(__builtin_inf()) && __builtin_isinf(-__builtin_huge_valf()), "");
static_assert(__builtin_isfinite(0.0f) && !__builtin_isfinite(INFINITY), "");
static_assert(!__builtin_isnormal(1e-40f) && __builtin_isnormal(1e-40), "");
static_assert(__builtin_signbit(-0.0) && !__builtin_signbit(0.0f) && __builtin_signbitf(-1.0f), "");
static_assert(__builtin_isinf_sign(-HUGE_VAL) == -1 && __builtin_isinf_sign(HUGE_VALF) == 1, "");
static_assert(__builtin_fpclassify(0, 1, 2, 3, 4, 1e-40f) == 3, "");
static_assert(__builtin_fpclassify(0, 1, 2, 3, 4, -0.0) == 4, "");
static_assert(isnan(NAN) && signbit(-1.0), "");
constexpr float big = 3e38f;
static_assert(__builtin_isinf(big * 10.0f), "");

#ifdef BAD
int f(int i) {
  // CHECK: error: floating point classification requires argument of floating point type (passed in `int`){{.*}}[E0402]
  // CHECK: Note: convert the argument first, e.g. `__builtin_isnan((double)x)`
  return __builtin_isnan(i);
}
// CHECK: error: `__builtin_isinf` takes one floating-point argument, not 2{{.*}}[E0402]
int g(double x) { return __builtin_isinf(x, x); }
#endif
