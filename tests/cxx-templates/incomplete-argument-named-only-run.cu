// A class template specialization whose argument is a class not yet defined is not
// instantiated where it is only named: the target of an alias or typedef, or an explicit
// specialization's argument (libstdc++'s `pmr::string` is `basic_string<char, traits,
// polymorphic_allocator<char>>`, named before that allocator is defined, and
// `hash<pmr::string>` is specialized). It is instantiated when used through its name, once
// the argument is complete.
// RUN: %circlec %s -o %t && %t | FileCheck %s
// CHECK: 3 x 4
#include <stdio.h>

template <class A> struct Traits { typedef typename A::value_type type; };
template <class A> struct Str { typename Traits<A>::type c; };
template <class T> struct Poly;

namespace pmr {
using str = Str<Poly<char>>;
typedef Str<Poly<int>> istr;
}
template <class T> struct Hash;
template <> struct Hash<pmr::str> { int v = 3; };

template <class T> struct Poly { typedef T value_type; };

int main() {
  Hash<pmr::str> h;
  pmr::str s;
  s.c = 'x';
  pmr::istr i;
  i.c = 4;
  printf("%d %c %d\n", h.v, s.c, i.c);
  return 0;
}
