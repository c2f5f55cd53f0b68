// A converting constructor whose parameter is another class converts an argument of that
// class (or of a class derived from it) in overload resolution, as libstdc++'s
// `_List_const_iterator(const iterator&)` lets `erase(const_iterator, const_iterator)` take
// iterators. A class argument that would need a conversion function first does not convert
// ([over.best.ics]/4): `g(Wrap)` is not viable for a `Num`, so `g(long)` is chosen.
// RUN: %circlec %s -o %t && %t | FileCheck %s
// CHECK: 42 7 2
#include <stdio.h>

template <class T> struct It { T *p; };
template <class T> struct DerivedIt : It<T> {};
template <class T> struct CIt {
  const T *p;
  CIt(const It<T> &x) : p(x.p) {}
};
int erase(CIt<int> a, CIt<int> b) { return *a.p + *b.p; }

struct Num { operator int() const { return 2; } };
struct Wrap { Wrap(int) {} };
int g(Wrap) { return 1; }
int g(long) { return 2; }

int main() {
  int v = 40, w = 2, u = 7;
  It<int> x{&v}, y{&w};
  DerivedIt<int> d;
  d.p = &u;
  printf("%d %d %d\n", erase(x, y), erase(d, y) - 2, g(Num()));
}
