// A parameter naming a class template (`Impl<I, H, T...>&`) deduces from an argument whose
// class has an instance of it as a base, also when the argument's class is no template
// instance, and from the first such base whose arguments agree with the explicit ones:
// `helper<1>(t)` deduces from `Impl<1, char>`, not `Impl<0, int, char>` (libstdc++'s
// `std::get<I>` through `__get_helper` and `_Tuple_impl`).
// RUN: %circlec %s -o %t && %t | FileCheck %s
// CHECK: 40 2 7
#include <stdio.h>

template <unsigned long I, class... T> struct Impl;
template <unsigned long I, class H, class... T> struct Impl<I, H, T...> : Impl<I + 1, T...> { H head; };
template <unsigned long I> struct Impl<I> {};
template <class... E> struct Tup : Impl<0, E...> {};
struct Plain : Impl<0, int, char> {};

template <unsigned long I, class H, class... T> H &helper(Impl<I, H, T...> &t) { return t.head; }

int main() {
  Tup<int, char> t;
  helper<0>(t) = 40;
  helper<1>(t) = 2;
  Plain p;
  helper<0>(p) = 7;
  printf("%d %d %d\n", helper<0>(t), (int)helper<1>(t), helper<0>(p));
}
