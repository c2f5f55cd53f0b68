// An implicit copy constructor stores the class's vtable pointers after copying its bases,
// whose copy constructors store their own: a copy then dispatches to the copied class's
// overriders, with a plain dynamic base (`B`) and through a virtual base (`C`, `D`). The
// output is g++ 12's.
// REQUIRES: libcudart
// RUN: %circlec --sm 52 %s -o %t.exe && %t.exe | FileCheck %s
// CHECK: 2 30 30 1
#include <stdio.h>
struct A { int a = 1; virtual int f() { return 1; } A() {} A(const A &o) : a(o.a) {} };
struct B : A { int f() override { return 2; } };
struct V { int v = 1; virtual int g() { return 10; } V() {} V(const V &o) : v(o.v) {} };
struct C : virtual V { int c = 3; int g() override { return 30; } };
struct D : C { int d = 4; };
int call(A &x) { return x.f(); }
int callg(V &x) { return x.g(); }
int main() { B b; B c = b; D d; D e = d; C cc; C cc2 = cc; printf("%d %d %d %d\n", call(c), callg(e), callg(cc2), e.v); return 0; }
