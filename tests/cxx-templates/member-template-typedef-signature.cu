// A member template of a class template defined out of the class with its signature spelled
// through the template's parameters where the class spelled its own typedefs (libstdc++'s
// `num_put<C, O>::_M_insert_int(iter_type, ...)` defined as `_M_insert_int(_OutIter, ...)`):
// the one member template of that name and shape takes the definition.
// RUN: %circlec %s -o %t && %t | FileCheck %s
#include <cstdio>
template<class C, class O> struct put {
  typedef C char_type;
  typedef O iter_type;
  template<class V> iter_type ins(iter_type s, char_type fill, V v) const;
};
template<class C, class O>
template<class V>
O put<C, O>::ins(O s, C fill, V v) const { return s + (O)fill + (O)v; }
int main() {
  put<char, long> p;
  // CHECK: 107 10.5
  printf("%ld %g\n", p.ins(1, 'a', 9), put<int, double>().ins(0.5, 4, 6));
}
