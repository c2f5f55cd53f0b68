// Virtual base classes: the diamond `D : B, C` with `B : virtual A` and `C : virtual A`
// holds one `A`, constructed once, by the most-derived class (its mem-initializer `A(42)`
// wins over B's and C's, which run only when B is the complete object); conversions to `A`
// through `B*`, `C*` and references read the vbase offset from the vtable (a null pointer
// stays null); `A::f` is
// overridden in `C`, so a call through `A*` reaches `C::f` through a this-adjusting thunk;
// destruction runs in reverse, `A` last, also through `delete` of an `A*`. The output is
// g++ 12's for the same file.
// REQUIRES: libcudart
// RUN: %circlec --sm 52 %s -o %t.exe && %t.exe | FileCheck %s
// CHECK: sizes 16 32 32 48
// CHECK-NEXT: A(42)
// CHECK-NEXT: B a=42
// CHECK-NEXT: C a=42
// CHECK-NEXT: D
// CHECK-NEXT: a=42 42 42 42
// CHECK-NEXT: same 1
// CHECK-NEXT: f 6 6 6
// CHECK-NEXT: offs 0 16 32
// CHECK-NEXT: a=9
// CHECK-NEXT: null 1
// CHECK-NEXT: ~D
// CHECK-NEXT: ~C
// CHECK-NEXT: ~B
// CHECK-NEXT: ~A
// CHECK-NEXT: A(100)
// CHECK-NEXT: B a=100
// CHECK-NEXT: B alone a=100 f=1
// CHECK-NEXT: ~B
// CHECK-NEXT: ~A
// CHECK-NEXT: A(42)
// CHECK-NEXT: B a=42
// CHECK-NEXT: C a=42
// CHECK-NEXT: D
// CHECK-NEXT: ~D
// CHECK-NEXT: ~C
// CHECK-NEXT: ~B
// CHECK-NEXT: ~A
#include <stdio.h>
struct A { int a; A(int x = 7) : a(x) { printf("A(%d)\n", x); } virtual int f() { return 1; } virtual ~A() { printf("~A\n"); } };
struct B : virtual A { int b; B() : A(100), b(2) { printf("B a=%d\n", a); } ~B() { printf("~B\n"); } };
struct C : virtual A { int c; C() : A(200), c(3) { printf("C a=%d\n", a); } int f() override { return 3 + c; } ~C() { printf("~C\n"); } };
struct D : B, C { int d; D() : A(42), d(4) { printf("D\n"); } ~D() { printf("~D\n"); } };
int get(A &x) { return x.a; }
int callf(A *x) { return x->f(); }
int main() {
  printf("sizes %d %d %d %d\n", (int)sizeof(A), (int)sizeof(B), (int)sizeof(C), (int)sizeof(D));
  {
    D d;
    B *pb = &d; C *pc = &d; A *pa = &d;
    printf("a=%d %d %d %d\n", d.a, pb->a, pc->a, get(d));
    printf("same %d\n", (void*)static_cast<A*>(pb) == (void*)static_cast<A*>(pc));
    printf("f %d %d %d\n", callf(pa), pb->f(), d.f());
    printf("offs %ld %ld %ld\n", (char*)pb - (char*)&d, (char*)pc - (char*)&d, (char*)pa - (char*)&d);
    pb->a = 9;
    printf("a=%d\n", pc->a);
    B *volatile np = nullptr;
    A *na = np;
    printf("null %d\n", na == nullptr);
  }
  { B b; printf("B alone a=%d f=%d\n", b.a, callf(&b)); }
  A *h = new D;
  delete h;
  return 0;
}
