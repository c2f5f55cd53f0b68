// A member template of a class template defined out of line after another out-of-line member
// whose body calls it (libstdc++'s `vector::insert` before `vector::_M_realloc_insert` in
// `vector.tcc`): the specialization made while checking the earlier body gets the later
// definition's body, with that definition's parameter names, instead of staying an external
// declaration.
// RUN: %circlec %s -o %t && %t | FileCheck %s
// CHECK: insert 7 (1 args)
// CHECK-NEXT: insert 9 (2 args)
#include <stdio.h>

template <class T> struct Seq {
  T last = 0;
  void add(T x);
  void add2(T x, T y);
  template <class... A> void grow(int at, A &&...);
};

template <class T> void Seq<T>::add(T x) { grow(0, x); }
template <class T> void Seq<T>::add2(T x, T y) { grow(1, x, y); }

template <class T>
template <class... A>
void Seq<T>::grow(int where, A &&...vals) {
  T all[] = {vals...};
  last = all[sizeof...(A) - 1];
  printf("insert %d (%d args)\n", (int)last, (int)sizeof...(vals) + where * 0);
}

int main() {
  Seq<int> s;
  s.add(7);
  s.add2(8, 9);
  return 0;
}
