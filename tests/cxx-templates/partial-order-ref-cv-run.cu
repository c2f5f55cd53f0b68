// Partial ordering of function templates whose parameters are references to types that deduce
// from each other ([temp.deduct.partial]/9): `f(const T&)` is more specialized than `f(T&)`, so
// a `const` lvalue picks it instead of an ambiguity. libstdc++'s `_Select1st` (in <map>'s
// red-black tree) has both forms of `operator()`. Output compared with g++ 12.
// RUN: %circlec %s -o %t && %t | FileCheck %s
#include <cstdio>
#include <utility>

template <typename T> int f(T&) { return 1; }
template <typename T> int f(const T&) { return 2; }
template <typename T> int g(T&&) { return 1; }
template <typename T> int g(const T&) { return 2; }
template <typename P> struct Sel {
  typename P::first_type& operator()(P& x) const { return x.first; }
  const typename P::first_type& operator()(const P& x) const { return x.first; }
  template <typename Q> typename Q::first_type& operator()(Q& x) const { return x.first; }
  template <typename Q> const typename Q::first_type& operator()(const Q& x) const { return x.first; }
};

int main() {
  int i = 0;
  const int ci = 0;
  const std::pair<const int, int> cp{1, 2};
  std::pair<int, int> q{5, 6};
  const std::pair<int, int> cq{7, 8};
  Sel<std::pair<const int, int>> sel;
  // CHECK: 1 2 2 1 1 5 7
  printf("%d %d %d %d %d %d %d\n", f(i), f(ci), g(ci), g(i), sel(cp), sel(q), sel(cq));
}
