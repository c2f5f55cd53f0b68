// Temporaries of class type die at the end of their full-expression; one bound to a `const&`
// local lives until the end of the reference's scope. A host program checking its order.
// REQUIRES: libcudart
// RUN: %circlec --sm 52 %s -o %t.exe && %t.exe | FileCheck %s
#include <stdio.h>

struct T {
  int id;
  T(int i) : id(i) { printf("make %d\n", id); }
  ~T() { printf("drop %d\n", id); }
  int get() const { return id; }
  T operator+(const T &o) const { return T(id + o.id); }
};

int main() {
  // CHECK: make 1
  // CHECK-NEXT: got 1
  // CHECK-NEXT: drop 1
  printf("got %d\n", T(1).get());
  {
    // CHECK-NEXT: make 2
    const T &r = T(2);
    // CHECK-NEXT: still 2
    printf("still %d\n", r.get());
    // CHECK-NEXT: drop 2
  }
  // CHECK-NEXT: make 3
  // CHECK-NEXT: make 4
  // CHECK-NEXT: make 7
  // CHECK-NEXT: sum 7
  // CHECK-NEXT: drop 7
  // CHECK-NEXT: drop 4
  // CHECK-NEXT: drop 3
  printf("sum %d\n", (T(3) + T(4)).get());
  // CHECK-NEXT: PASS
  printf("PASS\n");
  return 0;
}
