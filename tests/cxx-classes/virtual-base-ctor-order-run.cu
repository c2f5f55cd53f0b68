// Construction and destruction order with virtual bases, as g++ 12 runs this file: the
// most-derived class (`E`, whose constructor names no virtual base) constructs the virtual
// bases first, in inheritance-graph order (`V` then `W`), each once, with `V`'s default
// constructor since the mem-initializers `V(10)`, `V(20)`, `V(30)` of the intermediate
// classes are ignored; then the non-virtual bases (`N` inside `B`), whose constructor bodies
// read the virtual bases through the complete object's vbase offsets. The implicit copy
// constructor copies the virtual base once (in the complete object), the implicit copy
// assignment assigns it; destruction reverses everything, the virtual bases last.
// REQUIRES: libcudart
// RUN: %circlec --sm 52 %s -o %t.exe && %t.exe | FileCheck %s
// CHECK: V(1)
// CHECK-NEXT: W
// CHECK-NEXT: N
// CHECK-NEXT: B v=1 b=2
// CHECK-NEXT: C c=6
// CHECK-NEXT: D v=1 b=2 c=6
// CHECK-NEXT: E v=1 w=5
// CHECK-NEXT: --
// CHECK-NEXT: ~E
// CHECK-NEXT: ~D
// CHECK-NEXT: ~C
// CHECK-NEXT: ~B v=1
// CHECK-NEXT: ~N
// CHECK-NEXT: ~W
// CHECK-NEXT: ~V 1
// CHECK-NEXT: == copy
// CHECK-NEXT: V(30)
// CHECK-NEXT: W
// CHECK-NEXT: N
// CHECK-NEXT: B v=30 b=60
// CHECK-NEXT: C c=35
// CHECK-NEXT: D v=30 b=60 c=35
// CHECK-NEXT: copy v=31 b=60 c=35
// CHECK-NEXT: assigned v=31
// CHECK-NEXT: ~D
// CHECK-NEXT: ~C
// CHECK-NEXT: ~B v=31
// CHECK-NEXT: ~N
// CHECK-NEXT: ~W
// CHECK-NEXT: ~V 31
// CHECK-NEXT: ~D
// CHECK-NEXT: ~C
// CHECK-NEXT: ~B v=31
// CHECK-NEXT: ~N
// CHECK-NEXT: ~W
// CHECK-NEXT: ~V 31
#include <stdio.h>
struct V { int v; V(int x = 1) : v(x) { printf("V(%d)\n", x); } ~V() { printf("~V %d\n", v); } };
struct W { int w; W() : w(5) { printf("W\n"); } ~W() { printf("~W\n"); } };
struct N { int n; N() : n(3) { printf("N\n"); } ~N() { printf("~N\n"); } };
struct B : N, virtual V { int b; B() : V(10), b(v * 2) { printf("B v=%d b=%d\n", v, b); } ~B() { printf("~B v=%d\n", v); } };
struct C : virtual W, virtual V { int c; C() : V(20), c(w + v) { printf("C c=%d\n", c); } ~C() { printf("~C\n"); } };
struct D : B, C { int d; D() : V(30), d(0) { printf("D v=%d b=%d c=%d\n", v, b, c); } ~D() { printf("~D\n"); } };
struct E : D { E() { printf("E v=%d w=%d\n", v, w); } ~E() { printf("~E\n"); } };
int main() {
  {
    E e;
    printf("--\n");
  }
  printf("== copy\n");
  {
    D d;
    D d2 = d;
    d2.v += 1;
    printf("copy v=%d b=%d c=%d\n", d2.v, d2.b, d2.c);
    d = d2;
    printf("assigned v=%d\n", d.v);
  }
  return 0;
}
