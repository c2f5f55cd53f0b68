// By-value class parameters: copied or moved in (or built in place from a prvalue) and
// destroyed when the function returns. The output matches clang's.
// REQUIRES: libcudart
// RUN: %circlec --sm 52 %s -o %t.exe && %t.exe | FileCheck %s
// CHECK: make 1
// CHECK-NEXT: copy 11
// CHECK-NEXT: in 11
// CHECK-NEXT: drop 11
// CHECK-NEXT: move 101
// CHECK-NEXT: in 101
// CHECK-NEXT: drop 101
// CHECK-NEXT: make 7
// CHECK-NEXT: in 7
// CHECK-NEXT: drop 7
// CHECK-NEXT: 11 101 7
// CHECK-NEXT: drop -1
#include <stdio.h>
#include <utility>
struct R {
  int id;
  R(int i) : id(i) { printf("make %d\n", id); }
  R(const R &o) : id(o.id + 10) { printf("copy %d\n", id); }
  R(R &&o) : id(o.id + 100) { o.id = -1; printf("move %d\n", id); }
  ~R() { printf("drop %d\n", id); }
};
int take(R r) { printf("in %d\n", r.id); return r.id; }
int main() {
  R a(1);
  int x = take(a);
  int y = take(std::move(a));
  int z = take(R(7));
  printf("%d %d %d\n", x, y, z);
  return 0;
}
