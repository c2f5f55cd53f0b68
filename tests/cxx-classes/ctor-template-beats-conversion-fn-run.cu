// Direct-initialization of a class from an object of another class: the target's constructor
// template binds the object itself, an exact match, so it beats the copy constructor reached
// through the source's conversion function ([over.match.ctor], [over.ics.rank]). circlec used to
// take the conversion function first, so cooperative groups' `operator thread_block_tile<N>()`,
// whose body is `return thread_block_tile<N>(*this);`, called itself forever
// (tests/headers/cooperative-groups-sync.cu has the device side). g++ prints the same.
// RUN: %circlec --cudart=none %s -o %t && %t | FileCheck %s
#include <cstdio>

struct B;
struct A {
  int v;
  operator B() const;
};
struct B {
  int v;
  template <class T> B(const T &a) : v(a.v) {}
  B(int x) : v(x) {}
};
A::operator B() const { return B(-1); }

// Without a constructor template the conversion function is used.
struct D;
struct C {
  int v;
  operator D() const;
};
struct D {
  int v;
  D(int x) : v(x) {}
};
C::operator D() const { return D(v + 100); }

int main() {
  A a{7};
  B b = B(a);
  B c(a);
  C x{1};
  D d(x);
  D e = D(x);
  printf("%d %d %d %d\n", b.v, c.v, d.v, e.v);
  // CHECK: 7 7 101 101
  return 0;
}
