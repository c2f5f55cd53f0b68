// Layout of classes with virtual bases, as g++ 12 lays them out (Itanium): the non-virtual
// part first (a dynamic base occupies only its size without tail padding, which the derived
// class's members reuse), then each virtual base once, in inheritance-graph order (`X`: `V2`
// before `V1`), an empty virtual base at offset 0. Every number below is g++'s.
// REQUIRES: libcudart
// RUN: %circlec --sm 52 %s -o %t.exe && %t.exe | FileCheck %s
// CHECK: A 16 8
// CHECK-NEXT: B 32 8
// CHECK-NEXT: C 48 8
// CHECK-NEXT: D 64 8
// CHECK-NEXT: Y 16 8
// CHECK-NEXT: Q 24 8
// CHECK-NEXT: R 24 8
// CHECK-NEXT: V2 32 8
// CHECK-NEXT: X 48 8
// CHECK-NEXT: TailReuse 16 8
// CHECK-NEXT: D: B 0 C 16 A 32 Z 48 d 28
// CHECK-NEXT: R: P 16 q 8 r 9
// CHECK-NEXT: X: V2 16 V1 32
// CHECK-NEXT: offsetof 12 28
#include <stdio.h>
#include <stddef.h>
struct A { int a; virtual int f() { return 1; } };
struct Z { int z; virtual int g() { return 5; } };
struct B : virtual A { int b; };
struct C : virtual A, virtual Z { int c; int f() override { return 3; } };
struct D : B, C { int d; };
struct E {};
struct Y : virtual E { char y; };
struct P { double p; };
struct Q : virtual P { char q; };
struct R : Q { char r; };
struct V1 { int v1; virtual void h() {} };
struct V2 : virtual V1 { int v2; };
struct X : virtual V2 { int x; };
struct Dyn { virtual void k() {} int i; };
struct TailReuse : Dyn { int j; };
#define S(T) printf(#T " %d %d\n", (int)sizeof(T), (int)alignof(T))
int main() {
  S(A); S(B); S(C); S(D); S(Y); S(Q); S(R); S(V2); S(X); S(TailReuse);
  D d; C &c = d; B &b = d; A &a = d; Z &z = d;
  printf("D: B %ld C %ld A %ld Z %ld d %ld\n", (char *)&b - (char *)&d, (char *)&c - (char *)&d, (char *)&a - (char *)&d, (char *)&z - (char *)&d, (char *)&d.d - (char *)&d);
  R r; P &pr = r;
  printf("R: P %ld q %ld r %ld\n", (char *)&pr - (char *)&r, (char *)&r.q - (char *)&r, (char *)&r.r - (char *)&r);
  X x; V2 &v2 = x; V1 &v1 = x;
  printf("X: V2 %ld V1 %ld\n", (char *)&v2 - (char *)&x, (char *)&v1 - (char *)&x);
  printf("offsetof %d %d\n", (int)offsetof(TailReuse, j), (int)offsetof(D, d));
  return 0;
}
