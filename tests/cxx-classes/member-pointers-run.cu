// Pointers to members on the host, compared with g++: data member pointers read and write
// through `.*` and `->*` (also a member of a base class through a derived object), member
// function pointers called through both forms, const member functions through a pointer to
// const object, null member pointers and their truth value, and the Itanium sizes (8 for a
// data member pointer, 16 for a member function pointer). g++ prints the same lines.
// REQUIRES: libcudart
// RUN: %circlec --sm 52 %s -o %t.exe && %t.exe | FileCheck %s
// CHECK: x=1 y=2 via-ptr=2
// CHECK-NEXT: after write: y=7 x=9
// CHECK-NEXT: base member through derived: 40
// CHECK-NEXT: sizes 8 16
// CHECK-NEXT: calls 11 13 1 40
// CHECK-NEXT: null 0 1 0 1
// CHECK-NEXT: table 3 5 7
#include <stdio.h>
struct Point {
  int x;
  int y;
  int get() const { return x; }
  int add(int a) { return y + a; }
};
struct Base { long pad; int b; };
struct Derived : Base { int d; };
typedef int Point::*Field;
typedef int (Point::*Adder)(int);
int apply(const Point &p, int (Point::*g)() const) { return (p.*g)(); }
int main() {
  Point p{1, 2};
  Point *pp = &p;
  Field fx = &Point::x, fy = &Point::y;
  printf("x=%d y=%d via-ptr=%d\n", p.*fx, p.*fy, pp->*fy);
  pp->*fy = 7;
  p.*fx += 8;
  printf("after write: y=%d x=%d\n", p.y, p.x);
  Derived dv;
  dv.b = 40;
  int Base::*fb = &Base::b;
  printf("base member through derived: %d\n", dv.*fb);
  Adder ad = &Point::add;
  printf("sizes %d %d\n", (int)sizeof(fx), (int)sizeof(ad));
  p.y = 2;
  printf("calls %d %d %d %d\n", (p.*ad)(9), (pp->*ad)(11), apply(Point{1, 0}, &Point::get), (dv.*fb));
  Field none = nullptr;
  Adder nofn = 0;
  printf("null %d %d %d %d\n", none ? 1 : 0, fx ? 1 : 0, nofn ? 1 : 0, (bool)ad);
  Field table[3] = {&Point::x, &Point::y, &Point::x};
  Point q{3, 5};
  printf("table %d %d %d\n", q.*table[0], q.*table[1], q.*table[2] + 4);
  return 0;
}
