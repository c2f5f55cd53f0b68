// Classes not trivial for calls passed and returned by value in host code: the caller copies
// the argument (copy constructor), passes its address and destroys the copy after the call;
// a returned object is built at the caller's address (sret). Each object is destroyed once, and
// objects that remember their own address (`self == this`) are never moved bit by bit: the
// copy constructor builds the argument where the callee sees it, the result is built in the
// variable it initializes.
// REQUIRES: libcudart
// RUN: %circlec --sm 52 %s -o %t.exe && %t.exe | FileCheck %s
// CHECK: copy 11
// CHECK-NEXT: in take 11
// CHECK-NEXT: dtor 11
// CHECK-NEXT: r 11
// CHECK-NEXT: make 5
// CHECK-NEXT: y 5
// CHECK-NEXT: PASS
// CHECK-NEXT: dtor 5
// CHECK-NEXT: dtor 1
#include <stdio.h>
static int live = 0;
struct D {
  int a;
  D(int v) : a(v) { ++live; }
  D(const D &o) : a(o.a + 10) { ++live; printf("copy %d\n", a); }
  ~D() { --live; printf("dtor %d\n", a); }
};
int take(D d) { printf("in take %d\n", d.a); return d.a; }
D make(int v) { printf("make %d\n", v); return D(v); }
struct P {
  P *self;
  P() : self(this) {}
  P(const P &) : self(this) {}
  ~P() {}
  bool ok() const { return self == this; }
};
P makeP() { return P(); }
P passThrough(int) { return makeP(); }
bool check(P p) { return p.ok(); }
int main() {
  P q = passThrough(0);
  if (!q.ok() || !check(q) || !check(makeP())) {
    printf("FAIL self\n");
    return 1;
  }
  D x(1);
  int r = take(x);
  printf("r %d\n", r);
  D y = make(5);
  printf("y %d\n", y.a);
  // x and y are alive; the argument's copy is gone.
  printf(live == 2 && r == 11 && y.a == 5 ? "PASS\n" : "FAIL\n");
  return 0;
}
