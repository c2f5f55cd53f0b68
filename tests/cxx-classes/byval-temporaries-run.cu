// Class prvalues returned by value (through sret) and discarded or used for a member are
// temporaries destroyed at the end of their full-expression, as in clang: each constructed
// object is destroyed exactly once.
// REQUIRES: libcudart
// RUN: %circlec --sm 52 %s -o %t.exe && %t.exe | FileCheck %s
// CHECK: ctor 5
// CHECK-NEXT: dtor 5
// CHECK-NEXT: a 5
// CHECK-NEXT: ctor 6
// CHECK-NEXT: dtor 6
// CHECK-NEXT: ctor 7
// CHECK-NEXT: dtor 7
// CHECK-NEXT: live 0
// CHECK-NEXT: PASS
#include <stdio.h>
static int live = 0;
struct D {
  int a;
  D(int v) : a(v) { ++live; printf("ctor %d\n", a); }
  D(const D &o) : a(o.a) { ++live; printf("copy %d\n", a); }
  ~D() { --live; printf("dtor %d\n", a); }
};
D make(int v) { return D(v); }
int main() {
  int a = make(5).a;
  printf("a %d\n", a);
  make(6);
  D(7);
  printf("live %d\n", live);
  printf(live == 0 && a == 5 ? "PASS\n" : "FAIL\n");
  return 0;
}
