// Complex values and sub-word scalars across the x86-64 psABI, between circlec's host code and
// clang's: `_Complex float` travels as one SSE eightbyte (`<2 x float>`), `_Complex double` in
// two SSE registers, `_Complex long double` in memory as a parameter and in st0/st1 as a
// return value; `bool`, `char` and `short` arguments and results are extended by the one who
// produces them (`zeroext`/`signext`). libm's `cabs` and libgcc's `__muldc3`/`__divdc3`
// (complex `*` and `/`) are the same ABI. Before, circlec passed `bool` without `zeroext`, so
// libstdc++'s `num_put::do_put(…, bool)` printed `std::cout << (a != b)` as 255.
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: %clangxx -x c++ -O1 -c -DOTHER %s -o %t/other.o
// RUN: %circlec %s %t/other.o -o %t/app && %t/app | FileCheck %s
// RUN: %circlec -S --emit=llvm %s -o %t/ir && FileCheck %s --check-prefix=IR --input-file %t/ir.host.ll
// CHECK: scale_f 3 -1.5
// CHECK: swap_d -2 1
// CHECK: twice_l 3 -5
// CHECK: apply 10 -20
// CHECK: widen -9 -3 65535 200
// CHECK: cabs 5 mul 5 5 div 0.1 0.7
// CHECK: bool 1 0

// IR-DAG: declare <2 x float> @_Z7scale_fCff(<2 x float>, float)
// IR-DAG: declare { double, double } @_Z6swap_dCd({ double, double })
// IR-DAG: declare { x86_fp80, x86_fp80 } @_Z7twice_lCe(ptr byval({ x86_fp80, x86_fp80 }) align 16)
// IR-DAG: declare zeroext i1 @_Z6is_odds(i16 signext)
// IR-DAG: declare { double, double } @__muldc3(double, double, double, double)

#ifdef OTHER
_Complex float scale_f(_Complex float z, float k) { return z * k; }
_Complex double swap_d(_Complex double z) { return __imag__ z + 1.0i * __real__ z; }
_Complex long double twice_l(_Complex long double z) { return z + z; }
_Complex double apply(_Complex double (*f)(_Complex double), _Complex double z) { return f(z); }
bool is_odd(short s) { return s & 1; }
int widen(bool b, signed char c, unsigned short u, unsigned char uc) { return b + c * 10 + u * 100 + uc * 1000; }
int from_bool(bool b) { return b; }
#else
#include <cstdio>
_Complex float scale_f(_Complex float z, float k);
_Complex double swap_d(_Complex double z);
_Complex long double twice_l(_Complex long double z);
_Complex double apply(_Complex double (*f)(_Complex double), _Complex double z);
bool is_odd(short s);
int widen(bool b, signed char c, unsigned short u, unsigned char uc);
int from_bool(bool b);
extern "C" double cabs(_Complex double);

_Complex double times_ten(_Complex double z) { return z * 10.0; }

int main() {
  _Complex float f = {2.0f, -1.0f};
  _Complex float sf = scale_f(f, 1.5f);
  std::printf("scale_f %g %g\n", __real__ sf, __imag__ sf);
  _Complex double d = {1.0, -2.0};
  _Complex double sd = swap_d(d);
  std::printf("swap_d %g %g\n", __real__ sd, __imag__ sd);
  _Complex long double l = {1.5L, -2.5L};
  _Complex long double tl = twice_l(l);
  std::printf("twice_l %Lg %Lg\n", __real__ tl, __imag__ tl);
  _Complex double a = apply(times_ten, d);
  std::printf("apply %g %g\n", __real__ a, __imag__ a);
  // The callee widens nothing: each value must arrive extended.
  int w = widen(true, -1, 0, 0) + widen(false, 0, 0, 0);
  std::printf("widen %d %d %d %d\n", w, widen(false, -3, 0, 0) / 10, widen(false, 0, 65535, 0) / 100, widen(false, 0, 0, 200) / 1000);
  _Complex double x = {3.0, 4.0}, y = {1.0, 2.0}, z = {3.0, -1.0};
  _Complex double m = y * z, q = y / z;
  std::printf("cabs %g mul %g %g div %g %g\n", cabs(x), __real__ m, __imag__ m, __real__ q, __imag__ q);
  std::printf("bool %d %d\n", from_bool(is_odd(7)), from_bool(is_odd(8)));
}
#endif
