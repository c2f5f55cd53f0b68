// GNU's complex types as libstdc++ uses them, written directly: `__complex__ T` and
// `_Complex T` (the same type), `__real__`/`__imag__` as lvalues and values, braced
// initialization `{re, im}`, the arithmetic with complex and real operands, `~z` (the
// conjugate), `==`/`!=`, the conversions from real types and to `bool`, the `__builtin_c*`
// functions (libm), and the mangling `C<type>` (g++'s names: these link with g++'s `_Z2mkdd`
// conventions). Each output line was checked against g++ 12.
// RUN: %circlec %s -o %t && %t | FileCheck %s
// RUN: %circlec -S --emit=llvm %s -o %t.ir && FileCheck %s --check-prefix=IR --input-file %t.ir.host.ll
// CHECK: mul 5 5 | div 0.1 0.7 | add 3 2 | neg -1 -2 | conj 1 -2
// CHECK: 7 10 1 1 5
// CHECK: 3.16228 7.07107
// CHECK: -4 7.5 32 16
// CHECK: 1 7 0 2
// CHECK: cond 2 0 | part 4 0
// IR-DAG: define { double, double } @_Z2mkdd(double %0, double %1)
// IR-DAG: define <2 x float> @_Z3mkfff(float %0, float %1)
// IR-DAG: define i32 @_Z3sumCfS_(<2 x float> %0, <2 x float> %1)
#include <cstdio>
__complex__ double mk(double r, double i) {
  __complex__ double z;
  __real__ z = r;
  __imag__ z = i;
  return z;
}
_Complex float mkf(float r, float i) {
  _Complex float z = {r, i};
  return z;
}
// `C` is a substitution candidate: the second `_Complex float` is `S_`.
int sum(_Complex float a, _Complex float b) { return (int)(__real__ a + __real__ b); }

int main() {
  __complex__ double a = mk(1, 2), b = mk(3, -1);
  __complex__ double c = a * b, d = a / b, e = a + 2.0, f = -a, g = ~a;
  std::printf("mul %g %g | div %g %g | add %g %g | neg %g %g | conj %g %g\n", __real__ c, __imag__ c, __real__ d, __imag__ d,
              __real__ e, __imag__ e, __real__ f, __imag__ f, __real__ g, __imag__ g);
  _Complex float x = mkf(3, 4);
  x *= 2.0f;
  x += a;
  std::printf("%g %g %d %d %g\n", __real__ x, __imag__ x, a == a, a != b, __builtin_cabsf(mkf(3, 4)));
  std::printf("%g %g\n", __builtin_cabs(b), __builtin_cabs(a * b));
  _Complex long double l = {1.5L, 2.5L};
  l = l * l;
  std::printf("%Lg %Lg %d %d\n", __real__ l, __imag__ l, (int)sizeof(l), (int)alignof(_Complex long double));
  bool nz = x;
  _Complex double zero = 0;
  int i = 2;
  _Complex double from_int = i;
  std::printf("%d %g %d %g\n", nz, __real__ x, (bool)zero, __real__ from_int);
  _Complex double pick = nz ? from_int : 0.0;
  double re = 4;
  __real__ re;
  std::printf("cond %g %g | part %g %g\n", __real__ pick, __imag__ pick, __real__ re, __imag__ re);
  return sum(x, x) == 14 ? 0 : 1;
}
