// Implicit copy and move constructors of classes whose members have user-written ones:
// member-wise, bases first; moving moves each member. Aggregate initialization uses default
// member initializers for the fields it leaves out. The output matches clang's.
// REQUIRES: libcudart
// RUN: %circlec --sm 52 %s -o %t.exe && %t.exe | FileCheck %s
// CHECK: copy 1
// CHECK-NEXT: move 1
// CHECK-NEXT: copy 5
// CHECK-NEXT: copy 9
// CHECK-NEXT: PASS
#include <stdio.h>
#include <utility>
struct Log {
  int v;
  Log(int x) : v(x) {}
  Log(const Log &o) : v(o.v) { printf("copy %d\n", v); }
  Log(Log &&o) : v(o.v) { o.v = -1; printf("move %d\n", v); }
};
struct Pair {
  Log a;
  int n;
  double d[2];
};
struct Holder : Pair {
  Log b{9};
};
int main() {
  Pair p{Log(1), 2, {3, 4}};
  Pair q = p;
  Pair r = std::move(p);
  Holder h{{Log(5), 6, {7, 8}}};
  Holder k = h;
  int ok = q.a.v == 1 && q.n == 2 && q.d[1] == 4 && r.a.v == 1 && p.a.v == -1 && k.b.v == 9 && k.a.v == 5;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return !ok;
}
