// Implicit copy and move assignment of a class whose member has user-written assignment
// operators: member by member, returning `*this`. The output matches clang's.
// REQUIRES: libcudart
// RUN: %circlec --sm 52 %s -o %t.exe && %t.exe | FileCheck %s
// CHECK: assign 1
// CHECK-NEXT: move-assign 1
// CHECK-NEXT: PASS
#include <stdio.h>
#include <utility>
struct Log {
  int v;
  Log(int x) : v(x) {}
  Log &operator=(const Log &o) { v = o.v; printf("assign %d\n", v); return *this; }
  Log &operator=(Log &&o) { v = o.v; o.v = -1; printf("move-assign %d\n", v); return *this; }
};
struct Pair {
  Log a;
  int n;
};
int main() {
  Pair p{Log(1), 2}, q{Log(3), 4};
  q = p;
  Pair r{Log(0), 0};
  (r = std::move(p)).n += 10;
  int ok = q.a.v == 1 && q.n == 2 && r.a.v == 1 && r.n == 12 && p.a.v == -1;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return !ok;
}
