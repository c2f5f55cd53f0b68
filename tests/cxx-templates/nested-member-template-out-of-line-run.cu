// A member function of a class template nested in a plain class, defined outside both
// (`template<typename _Tp> void any::_Manager_internal<_Tp>::_S_manage(...)` in libstdc++'s
// <any>): the template is found in the class the qualifiers before it name, and its instances
// take the definition. circlec used to drop the definition, so every program storing a value in
// a `std::any` failed to link ("undefined reference to `std::any::_Manager_internal<int>::
// _S_manage(...)'").
// RUN: %circlec %s -o %t && %t | FileCheck %s
// CHECK: outer 12 8
// CHECK: any 3 5
#include <any>
#include <cstdio>

namespace lib {
struct Outer {
  template <class T> struct Inner {
    static int twice(T v);
    int scaled(T v) const;
  };
  using fn = int (*)(int);
  fn pick() const { return &Inner<int>::twice; }
};
} // namespace lib

template <class T> int lib::Outer::Inner<T>::twice(T v) { return static_cast<int>(v) * 2; }
template <class T> int lib::Outer::Inner<T>::scaled(T v) const { return static_cast<int>(v) * 4; }

struct Good { int v = 3; };

int main() {
  lib::Outer o;
  printf("outer %d %d\n", o.pick()(6), lib::Outer::Inner<short>().scaled(2));
  std::any a = Good{};
  std::any b = 5;
  printf("any %d %d\n", std::any_cast<Good&>(a).v, std::any_cast<int>(b));
  return 0;
}
