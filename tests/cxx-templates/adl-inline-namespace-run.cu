// Argument-dependent lookup includes the namespace enclosing an inline namespace: a class of
// `lib::v1` (as `std::__cxx11::basic_string`) finds the operators and functions declared in
// `lib`, for calls and for operator expressions; an operator also finds candidates in the
// namespaces of its operand's template arguments.
// RUN: %circlec %s -o %t && %t | FileCheck %s
// CHECK: 1 1 0 7 1
#include <stdio.h>

namespace lib {
inline namespace v1 {
template <class C> struct Str { C c; };
}
template <class C> bool operator==(const Str<C> &a, const C *b) { return a.c == *b; }
template <class C> bool operator==(const Str<C> &a, const Str<C> &b) { return a.c == b.c; }
template <class C> int size(const Str<C> &) { return 7; }
struct Tag {};
template <class T> bool operator!(const Str<T> &) { return true; }
}

int main() {
  lib::Str<char> s{'4'}, t{'5'};
  lib::Str<lib::Tag> g{};
  printf("%d %d %d %d %d\n", s == "4", s == s, s == t, size(s), !g);
  return 0;
}
