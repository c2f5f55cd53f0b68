// A constructor template of a class template defined outside the class
// (`template<class A, class B> template<class... X, class... Y> Pr<A, B>::Pr(Pc, Tp<X...>,
// Tp<Y...>)`, libstdc++'s piecewise `pair` constructor in <tuple>) is found among the class's
// constructor templates, and its instantiations take that body.
// RUN: %circlec %s -o %t && %t | FileCheck %s
// CHECK: 2 1 9
#include <stdio.h>

template <typename... T> struct Tp;
struct Pc {};
template <class A, class B> struct Pr {
  A first;
  B second;
  template <typename... X, typename... Y> Pr(Pc, Tp<X...>, Tp<Y...>);
  template <class U> Pr(U u);
};
template <typename... T> struct Tp { int n = sizeof...(T); };

template <class A, class B>
template <typename... X, typename... Y>
inline Pr<A, B>::Pr(Pc, Tp<X...> x, Tp<Y...> y) : first(x.n), second(y.n) {}

template <class A, class B>
template <class U>
Pr<A, B>::Pr(U u) : first(u), second(u) {}

int main() {
  Pr<int, int> p(Pc{}, Tp<int, int>{}, Tp<char>{});
  Pr<int, long> q(9);
  printf("%d %d %ld\n", p.first, p.second, q.second);
}
