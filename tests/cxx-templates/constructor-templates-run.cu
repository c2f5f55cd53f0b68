// Constructor templates: deduced from the constructor's arguments in direct initialization,
// in copy initialization (`return` of another type, as libstdc++'s `deque::begin() const`
// turns an iterator into a const_iterator) and in an argument's implicit conversion; the
// specialization runs its member initializers. A non-template constructor that fits as well
// wins, and the class keeps its own copy constructor. The output matches g++'s.
// REQUIRES: libcudart
// RUN: %circlec --sm 52 %s -o %t.exe && %t.exe | FileCheck %s
// CHECK: direct 42 6
// CHECK-NEXT: iterator 1 1 copy 1
// CHECK-NEXT: plain 7 implicit 20
#include <stdio.h>
struct FromAnything {
  int v;
  template <typename I> FromAnything(const I &x) : v(x + 1) {}
};
template <class T> struct Doubler {
  T v;
  template <class U> Doubler(U u) : v(u * 2) {}
};
template <class T, class Ptr> struct Iter {
  Ptr cur;
  int copies = 0;
  Iter() : cur() {}
  Iter(const Iter &o) : cur(o.cur), copies(o.copies + 1) {}
  // Iterator to const_iterator.
  template <class Other> Iter(const Other &o) : cur(o.cur) {}
};
struct Range {
  int data[2] = {1, 2};
  Iter<int, int *> start;
  Iter<int, const int *> begin() const { return start; }
};
struct Picky {
  int v;
  Picky(int) : v(7) {}
  template <class U> Picky(U) : v(8) {}
};
int twice(Doubler<int> d) { return d.v; }
int main() {
  FromAnything a(41);
  Doubler<int> d(3);
  printf("direct %d %d\n", a.v, d.v);
  Range r;
  r.start.cur = r.data;
  Iter<int, const int *> c = r.begin();
  Iter<int, int *> copy(r.start);
  printf("iterator %d %d copy %d\n", *c.cur, c.cur == r.data, copy.copies);
  printf("plain %d implicit %d\n", Picky(1).v, twice(10));
}
