// An out-of-line definition of a member template of a class template may spell a parameter's
// type with another qualification than the declaration in the class (`lib::Flag` there,
// `Flag` inside the namespace), as libstdc++'s `basic_string::_M_replace_dispatch` does with
// `std::__false_type`; it still defines that member template, chosen among the overloads.
// RUN: %circlec %s -o %t && %t | FileCheck %s
// CHECK: int 7
// CHECK-NEXT: range 3
#include <stdio.h>

namespace lib {
struct Yes {};
struct No {};
template <class T> struct Box {
  template <class I> void put(I a, I b, Yes);
  template <class I> void put(I a, I b, No);
};
template <class T>
template <class I>
void Box<T>::put(I a, I b, lib::Yes) { printf("int %d\n", (int)(a + b)); }
template <class T>
template <class I>
void Box<T>::put(I a, I b, ::lib::No) { printf("range %d\n", (int)(b - a)); }
}

int main() {
  lib::Box<char> b;
  b.put(3, 4, lib::Yes());
  const char *s = "abc";
  b.put(s, s + 3, lib::No());
  return 0;
}
