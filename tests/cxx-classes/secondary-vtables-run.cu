// Multiple inheritance with more than one dynamic base (no virtual bases): the primary base
// `Y` (the first dynamic one) is placed at offset 0 before `X`, as Itanium does; `W`'s vtable
// is a secondary vtable of `Z`'s group whose slot for `g` is a thunk adjusting `this` from the
// `W` subobject to `Z` (`_ZThn16_N1Z1gEv`); a null `Z*` converts to a null `W*`, and
// `static_cast` back down subtracts W's offset (null stays null). The output is g++ 12's.
// REQUIRES: libcudart
// RUN: %circlec --sm 52 %s -o %t.exe && %t.exe | FileCheck %s
// RUN: %circlec -S --emit=llvm --sm 52 %s -o %t && FileCheck %s --check-prefix=IR < %t.host.ll
// IR: define linkonce_odr i32 @_ZThn16_N1Z1gEv(ptr %0)
// CHECK: X
// CHECK-NEXT: Y
// CHECK-NEXT: 32 15 22
// CHECK-NEXT: 12 0 16
// CHECK-NEXT: X
// CHECK-NEXT: Y
// CHECK-NEXT: ~Z
// CHECK-NEXT: ~Y
// CHECK-NEXT: 3
// CHECK-NEXT: null 1
// CHECK-NEXT: down 1 1 1
// CHECK-NEXT: ~Z
// CHECK-NEXT: ~Y
#include <stdio.h>
struct X { int x; X() : x(1) { printf("X\n"); } };
struct Y { virtual int f() { return 10; } virtual ~Y() { printf("~Y\n"); } int y = 2; Y() { printf("Y\n"); } };
struct W { virtual int g() { return 20; } int w = 3; };
struct Z : X, Y, W { int z = 4; int f() override { return 11 + z; } int g() override { return 21 + x; } ~Z() { printf("~Z\n"); } };
int callf(Y &y) { return y.f(); }
int callg(W *w) { return w->g(); }
int main() {
  Z z;
  printf("%d %d %d\n", (int)sizeof(Z), callf(z), callg(&z));
  printf("%ld %ld %ld\n", (char *)(X *)&z - (char *)&z, (char *)(Y *)&z - (char *)&z, (char *)(W *)&z - (char *)&z);
  Y *p = new Z;
  delete p;
  W *q = &z;
  printf("%d\n", q->w);
  Z *volatile nz = nullptr;
  W *nw = nz;
  printf("null %d\n", nw == nullptr);
  Z *back = static_cast<Z *>(q);
  Z &rback = static_cast<Z &>(*q);
  printf("down %d %d %d\n", back == &z, &rback == &z, static_cast<Z *>(nw) == nullptr);
  return 0;
}
