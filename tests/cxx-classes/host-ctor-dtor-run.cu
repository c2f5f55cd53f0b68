// A host program with constructors, destructors at every scope exit (continue, break, return
// after the return value is computed) and overloaded operators, checking its own results.
// REQUIRES: libcudart
// RUN: %circlec --sm 52 %s -o %t.exe && %t.exe | FileCheck %s
// CHECK: ctor 1
// CHECK-NEXT: ctor 10
// CHECK-NEXT: dtor 10
// CHECK-NEXT: ctor 11
// CHECK-NEXT: dtor 11
// CHECK-NEXT: ctor 12
// CHECK-NEXT: dtor 12
// CHECK-NEXT: dtor 1
// CHECK-NEXT: PASS

#include <stdio.h>
struct Tracker {
  int id;
  static int live;
  Tracker(int i) : id(i) { ++live; printf("ctor %d\n", id); }
  ~Tracker() { --live; printf("dtor %d\n", id); }
};
int Tracker::live = 0;
struct V {
  int a, b;
  V(int x, int y) : a(x), b(y) {}
  V operator+(const V &o) const { return V(a + o.a, b + o.b); }
  bool operator==(const V &o) const { return a == o.a && b == o.b; }
};
int run(int n) {
  Tracker t(1);
  for (int i = 0; i < n; ++i) {
    Tracker u(10 + i);
    if (i == 1) continue;
    if (i == 2) break;
  }
  if (n > 5) return -1;
  return Tracker::live;
}
int main() {
  int r = run(4);
  V s = V(1, 2) + V(3, 4);
  int ok = r == 1 && Tracker::live == 0 && s == V(4, 6);
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
