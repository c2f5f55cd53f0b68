// libstdc++'s <complex>, read from the system's header: `std::complex<float>`, `<double>` and
// `<long double>` hold GNU's `__complex__ T` and compute with `__real__`, `__imag__`, the
// complex operators and `__builtin_cabs`/`csqrt`/`cexp`/`cpow`/... (libm's functions). Each
// line was checked against the same program built by g++ 12. Products of two complex values
// call libgcc's `__muldc3` (C's Annex G: an infinite operand gives an infinite result, not
// NaN), a product with a real multiplies each part. Also: `complex<T> == enum` is no
// candidate for two enum operands (a class template-id deduces nothing from a non-class
// argument), which made every `ios_base::fmtflags` comparison in <ostream> ambiguous once
// <complex> was included.
// RUN: %circlec -std=c++17 %s -o %t && %t | FileCheck %s
// CHECK: mul 5 5 div 0.1 0.7 conj -2 abs 5 arg 1.10715
// CHECK: sqrt 0 2 | exp -1.1312 2.47173 | pow -3 4 | cpow -27.4364 19.7893
// CHECK: long -1.75 -6
// CHECK: (1,2) (3,4) (5,6) 5 (1.75517,0.958851) 01
// CHECK: (9.1545,-4.16891)(0.965386,-0.00988438)(1.00014,-1.98339)(2,3)
// CHECK: (2,-1)
// CHECK: inf inf | inf 0
#include <cmath>
#include <complex>
#include <cstdio>
#include <iostream>
#include <sstream>

int main() {
  std::complex<double> a(1, 2), b(3, -1);
  auto c = a * b;
  auto d = a / b;
  auto e = std::conj(a);
  std::complex<float> f(3, 4);
  std::printf("mul %g %g div %g %g conj %g abs %g arg %g\n", c.real(), c.imag(), d.real(), d.imag(), e.imag(), std::abs(f), std::arg(a));
  auto s = std::sqrt(std::complex<double>(-4, 0));
  auto ex = std::exp(a);
  auto p = std::pow(a, 2.0);
  auto pc = std::pow(a, b);
  std::printf("sqrt %g %g | exp %g %g | pow %g %g | cpow %g %g\n", s.real(), s.imag(), ex.real(), ex.imag(), p.real(), p.imag(), pc.real(), pc.imag());
  std::complex<long double> l(1.5L, -2);
  l *= l;
  std::printf("long %Lg %Lg\n", l.real(), l.imag());
  std::ostringstream os;
  os << a << ' ' << f;
  std::istringstream is("(5,6)");
  std::complex<double> r;
  is >> r;
  std::cout << os.str() << ' ' << r << ' ' << std::norm(a) << ' ' << std::polar(2.0, 0.5) << ' ' << (a == b) << (a != b) << '\n';
  std::complex<double> z(2.0, 3.0);
  std::cout << std::sin(z) << std::tanh(z) << std::acos(z) << std::proj(z) << '\n';
  std::complex<float> cf = std::complex<float>(std::complex<double>(1, 2));
  cf /= std::complex<float>(0, 1);
  std::cout << cf << '\n';
  // `(inf + inf i) * (1 + 0i)`: `(ac - bd, ad + bc)` is (nan, nan); Annex G recovers the
  // infinities. `(inf + 0i) * 2.0` multiplies each part: no `inf * 0`.
  std::complex<double> inf(INFINITY, INFINITY);
  auto full = inf * std::complex<double>(1, 0);
  auto part = std::complex<double>(INFINITY, 0.0) * 2.0;
  std::printf("%g %g | %g %g\n", full.real(), full.imag(), part.real(), part.imag());
}
