// Arrays of class objects: each element default-constructed in order and destroyed in
// reverse order at scope exit, for locals and for array fields (by the implicit destructor).
// The output matches clang's.
// REQUIRES: libcudart
// RUN: %circlec --sm 52 %s -o %t.exe && %t.exe | FileCheck %s
// CHECK: C
// CHECK-NEXT: C
// CHECK-NEXT: C
// CHECK-NEXT: in 8
// CHECK-NEXT: ~C 7
// CHECK-NEXT: ~C 6
// CHECK-NEXT: ~C 5
// CHECK-NEXT: C
// CHECK-NEXT: C
// CHECK-NEXT: 5 1 PASS
// CHECK-NEXT: ~C 5
// CHECK-NEXT: ~C 5
#include <stdio.h>
struct C {
  int v;
  C() : v(5) { printf("C\n"); }
  ~C() { printf("~C %d\n", v); }
};
struct H {
  C cs[2];
  int n = 1;
};
int main() {
  {
    C arr[3];
    arr[1].v = 6;
    arr[2].v = 7;
    int grid[2][2];
    grid[1][1] = 3;
    printf("in %d\n", arr[0].v + grid[1][1]);
  }
  H h;
  printf("%d %d %s\n", h.cs[1].v, h.n, h.cs[0].v == 5 ? "PASS" : "FAIL");
  return 0;
}
