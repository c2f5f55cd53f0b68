// The floating-point classification builtins and <math.h>'s isnan/isinf/isfinite/signbit on the
// host, for NaN, +-inf, a subnormal, +-0 and normal values of float, double and long double.
// The program checks every result itself and prints the number of mismatches.
// RUN: %circlec %s -o %t -lm
// RUN: %t | FileCheck %s
// CHECK: float 0 mismatches
// CHECK: double 0 mismatches
// CHECK: long double 0 mismatches
// CHECK: macros 0 mismatches
// CHECK: fpclassify 4 0 2 3 1 0
#include <math.h>
#include <stdio.h>

// expected: isnan isinf isfinite isnormal signbit isinf_sign
template <typename T>
int check(T x, int nan, int inf, int fin, int norm, int sign, int infsign) {
  int bad = 0;
  bad += __builtin_isnan(x) != nan;
  bad += __builtin_isinf(x) != inf;
  bad += __builtin_isfinite(x) != fin;
  bad += __builtin_isnormal(x) != norm;
  bad += (__builtin_signbit(x) != 0) != sign;
  bad += __builtin_isinf_sign(x) != infsign;
  bad += __builtin_fpclassify(10, 11, 12, 13, 14, x) != (nan ? 10 : inf ? 11 : norm ? 12 : x == 0 ? 14 : 13);
  if (bad)
    printf("mismatch for %g\n", (double)x);
  return bad;
}

template <typename T>
int all(T nan, T inf, T sub) {
  T zero = 0;
  int bad = 0;
  bad += check(nan, 1, 0, 0, 0, 0, 0);
  bad += check(-nan, 1, 0, 0, 0, 1, 0);
  bad += check(inf, 0, 1, 0, 0, 0, 1);
  bad += check(-inf, 0, 1, 0, 0, 1, -1);
  bad += check(sub, 0, 0, 1, 0, 0, 0);
  bad += check(-sub, 0, 0, 1, 0, 1, 0);
  bad += check(zero, 0, 0, 1, 0, 0, 0);
  bad += check(-zero, 0, 0, 1, 0, 1, 0);
  bad += check((T)1.5, 0, 0, 1, 1, 0, 0);
  bad += check((T)-2.5e30, 0, 0, 1, 1, 1, 0);
  return bad;
}

int main() {
  volatile float fsub = 1e-40f;
  volatile double dsub = 1e-310;
  printf("float %d mismatches\n", all<float>(NAN, INFINITY, fsub));
  printf("double %d mismatches\n", all<double>(__builtin_nan(""), HUGE_VAL, dsub));
  long double lsub = 1e-4940L;
  printf("long double %d mismatches\n", all<long double>(__builtin_nan(""), HUGE_VAL, lsub));
  float f = NAN;
  double d = -HUGE_VAL;
  int m = 0;
  m += !isnan(f) + isinf(f) + isfinite(f) + signbit(f);
  m += isnan(d) + !isinf(d) + isfinite(d) + !signbit(d);
  m += !__builtin_signbitf(-1.0f) + __builtin_signbitl(1.0L);
  printf("macros %d mismatches\n", m);
  printf("fpclassify %d %d %d %d %d %d\n", __builtin_fpclassify(0, 1, 2, 3, 4, 0.0f), __builtin_fpclassify(0, 1, 2, 3, 4, f),
         __builtin_fpclassify(0, 1, 2, 3, 4, 1.0), __builtin_fpclassify(0, 1, 2, 3, 4, fsub),
         __builtin_fpclassify(0, 1, 2, 3, 4, d), __builtin_fpclassify(0, 1, 2, 3, 4, -(double)NAN));
  return 0;
}
