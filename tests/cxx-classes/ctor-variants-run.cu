// Constructor and destructor variants at run time (host): base subobjects built and
// destroyed through C2/D2, complete objects through C1/D1 (aliases of external
// definitions), delegating constructors, and `delete` through a base pointer calling the
// deleting destructor D0 from the vtable.
// REQUIRES: libcudart
// RUN: %circlec --sm 52 %s -o %t.exe && %t.exe | FileCheck %s
// CHECK: A+ 1
// CHECK-NEXT: B+ 1 2
// CHECK-NEXT: B- 2
// CHECK-NEXT: A- 1
// CHECK-NEXT: A+ 7
// CHECK-NEXT: Base+
// CHECK-NEXT: Derived+ 5
// CHECK-NEXT: Derived- 5
// CHECK-NEXT: Base-
// CHECK-NEXT: sum 15
// CHECK-NEXT: PASS
// CHECK-NEXT: A- 7
#include <stdio.h>
struct A {
  int x;
  A(int v);
  ~A();
};
A::A(int v) : x(v) { printf("A+ %d\n", x); }
A::~A() { printf("A- %d\n", x); }
struct B : A {
  int y;
  B() : B(2) {}
  B(int v) : A(1), y(v) { printf("B+ %d %d\n", x, y); }
  ~B() { printf("B- %d\n", y); }
};
struct Base {
  Base() { printf("Base+\n"); }
  virtual ~Base() { printf("Base-\n"); }
  virtual int get() const { return 0; }
};
struct Derived : Base {
  int v;
  Derived(int x) : v(x) { printf("Derived+ %d\n", v); }
  ~Derived() { printf("Derived- %d\n", v); }
  int get() const override { return v; }
};
int main() {
  int sum = 0;
  {
    B b;
    sum += b.x + b.y;
  }
  A a(7);
  Base *p = new Derived(5);
  sum += p->get();
  delete p;
  sum += a.x;
  printf("sum %d\n", sum);
  // 3 from b, 5 from the derived object, 7 from a.
  printf(sum == 15 ? "PASS\n" : "FAIL\n");
  return sum == 15 ? 0 : 1;
}
