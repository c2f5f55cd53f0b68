// A defaulted non-type template parameter whose type names an earlier parameter
// (`template<bool D = true, enable_if_t<D, bool> = true>`, libstdc++'s tuple constructors)
// gets its type once the earlier ones are bound; when that type cannot be formed, the
// candidate is dropped (SFINAE) and another overload is chosen.
// RUN: %circlec %s -o %t && %t | FileCheck %s
// CHECK: 40 1 2 3
#include <stdio.h>

template <bool B, class T = void> struct En {};
template <class T> struct En<true, T> { typedef T type; };
template <bool B, class T> using EnT = typename En<B, T>::type;
template <class T> struct IsInt { static constexpr bool value = false; };
template <> struct IsInt<int> { static constexpr bool value = true; };

template <class A> struct W {
  template <bool D = true, EnT<D, bool> = true> W(A x) : v(x) {}
  template <bool D = true, EnT<D, bool> = true> static int f(A x) { return x; }
  A v;
};

template <bool D = true, EnT<D, int> = 0> int g(int x) { return x; }
template <class T, bool D = IsInt<T>::value, EnT<D, bool> = true> int kind(T) { return 2; }
int kind(long) { return 3; }

int main() {
  W<int> w(40);
  printf("%d %d %d %d\n", w.v, W<int>::f(1) + g(0), kind(5), kind(5.0));
}
