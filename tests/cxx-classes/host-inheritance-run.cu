// Non-virtual multiple inheritance on the host: an empty base (offset 0, no storage), two
// data bases laid out first, base initializers, inherited members and member functions,
// derived-to-base conversions of references and pointers, slicing copies, and destructors
// of the derived class, then its bases. The output matches clang's build of the same file.
// REQUIRES: libcudart
// RUN: %circlec --sm 52 %s -o %t.exe && %t.exe | FileCheck %s
// CHECK: A(6)
// CHECK-NEXT: D
// CHECK-NEXT: ~A
// CHECK-NEXT: ~D
// CHECK-NEXT: ~A
// CHECK-NEXT: PASS
#include <stdio.h>
struct Empty { int tag() const { return 7; } };
struct A {
  int a;
  A(int x) : a(x) { printf("A(%d)\n", a); }
  ~A() { printf("~A\n"); }
  int geta() const { return a; }
};
struct B {
  double b = 2.5;
  int getb() const { return (int)b; }
};
struct D : Empty, A, B {
  int d;
  D(int x) : A(x * 2), d(x) { printf("D\n"); }
  ~D() { printf("~D\n"); }
  int sum() const { return a + geta() + getb() + d + tag(); }
};
int takeA(const A &r) { return r.a; }
int takeB(B *p) { return p->getb(); }
int main() {
  int ok;
  {
    D d(3);
    ok = d.sum() == 6 + 6 + 2 + 3 + 7 && takeA(d) == 6 && takeB(&d) == 2 && d.a == 6 && d.b == 2.5;
    B *pb = &d;
    ok = ok && pb->b == 2.5 && sizeof(D) == 24;
    A sliced = d;
    ok = ok && sliced.a == 6;
  }
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
