// A class template specialization named before any definition of it is visible (only a
// declaration: `template<class T> struct A;` or `template<> struct A<char>;`) is an incomplete
// type there, and becomes complete when the definition arrives: the primary template's, or
// the explicit specialization's. libstdc++ names `char_traits<char>` as a default template
// argument (`typedef basic_string<char> string;`) before <bits/char_traits.h> defines it.
// (The instance stayed incomplete: "unknown type name `_Traits::char_type`".)
// RUN: %circlec %s -o %t && %t | FileCheck %s
#include <stdio.h>

template <class T> struct Traits;
template <> struct Traits<char>;
template <class C, class Tr = Traits<C>> struct Str;
typedef Str<char> CharStr;                 // names Traits<char> and Str<char, Traits<char>>
template <class T> struct Holder { T* p; };
Holder<Traits<int>> early_int;             // the primary's instance, still incomplete here

template <class T> struct Traits { typedef T char_type; static int id() { return 1; } };
template <> struct Traits<char> { typedef char char_type; static int id() { return 2; } };
template <class C, class Tr> struct Str {
  typename Tr::char_type c;
  int id() const { return Tr::id(); }
};

int main() {
  CharStr s;
  s.c = 'x';
  Traits<int>::char_type n = 40;
  // CHECK: x 2 41 4
  printf("%c %d %d %d\n", s.c, s.id(), n + Traits<int>::id(), (int)sizeof(Traits<int>::char_type));
}
