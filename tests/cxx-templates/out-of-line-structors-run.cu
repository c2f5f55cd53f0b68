// A class template's constructor, destructor and operator defined outside the class
// (`template<class T, class A> Base<T, A>::~Base() noexcept { ... }`, as libstdc++'s
// `_Deque_base` does) are found as the instantiation's special members. The output matches
// g++'s.
// REQUIRES: libcudart
// RUN: %circlec --sm 52 %s -o %t.exe && %t.exe | FileCheck %s
// CHECK: ctor 5
// CHECK-NEXT: sum 8
// CHECK-NEXT: dtor 8
#include <stdio.h>
template <class T, class A> struct Base {
  T v;
  Base(T x);
  ~Base() noexcept;
  Base &operator+=(T x);
};
template <class T, class A> Base<T, A>::Base(T x) : v(x) { printf("ctor %d\n", (int)v); }
template <class T, class A> Base<T, A>::~Base() noexcept { printf("dtor %d\n", (int)v); }
template <class T, class A> Base<T, A> &Base<T, A>::operator+=(T x) {
  v += x;
  return *this;
}
int main() {
  Base<int, char> b(5);
  b += 3;
  printf("sum %d\n", b.v);
}
