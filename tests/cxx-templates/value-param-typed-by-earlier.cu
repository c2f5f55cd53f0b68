// Explicit arguments for non-type template parameters whose type is an earlier parameter
// (`template<typename _Tp, _Tp __m, _Tp __a = 1, _Tp __c = 0> _Tp __mod(_Tp)`, which
// <random>'s `linear_congruential_engine` calls as `__mod<_UIntType, __m, __a, __c>(x)`), and a
// member of a class template defined out of the class with the namespace written in its name
// (`std::exponential_distribution<_RealType>::__generate_impl` inside namespace std).
// RUN: %circlec %s -o %t && %t | FileCheck %s
#include <cstdio>
namespace lib {
template<typename T, T m, T a = 1, T c = 0> T mod(T x) { return (a * x + c) % m; }
template<class R> struct Dist { template<class I> R sum(I first, I last); };
template<class R> template<class I> R lib::Dist<R>::sum(I first, I last) {
  R s = 0;
  for (; first != last; ++first) s += *first;
  return s;
}
}
int main() {
  unsigned long x = 10;
  double v[3] = {0.5, 1.5, 2.0};
  // CHECK: 3 5 8 4
  std::printf("%lu %lu %lu %g\n", lib::mod<unsigned long, 7>(x), lib::mod<unsigned long, 7, 3, 3>(x) % 100,
              lib::mod<unsigned long, 17, 16807, 0>(x) - 0, lib::Dist<double>().sum(v, v + 3));
}
