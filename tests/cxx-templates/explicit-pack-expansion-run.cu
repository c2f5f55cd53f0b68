// An expanded pack among a call's explicit template arguments (`test<F, A...>(0)`) gives one
// argument per element, as libstdc++'s `__result_of_other_impl::_S_test<_Fn, _Args...>` is
// called to find what a call of `_Fn` returns; an empty pack gives none.
// RUN: %circlec %s -o %t && %t | FileCheck %s
// CHECK: 42 1 1 3
#include <stdio.h>
#include <utility>

struct Other {
  template <typename F, typename... A>
  static decltype(std::declval<F>()(std::declval<A>()...)) test(int);
  template <typename...> static void test(...);
};
template <typename F, typename... A> struct Res : private Other {
  typedef decltype(test<F, A...>(0)) type;
};
struct D { int operator()(int *) const { return 42; } };
struct N { long operator()() const { return 1; } };

template <class T> struct IsVoid { static const int value = 0; };
template <> struct IsVoid<void> { static const int value = 1; };

template <typename... T> int count() { return sizeof...(T); }
template <typename... T> int forward_count() { return count<int, T...>(); }

int main() {
  Res<D, int *>::type x = 42;
  Res<N>::type y = 1;
  // `D` cannot be called with a `char`: the `(...)` overload, which returns void.
  printf("%d %d %d %d\n", x, (int)y, IsVoid<Res<D, char>::type>::value, forward_count<char, long>());
}
