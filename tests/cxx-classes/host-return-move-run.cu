// `return local;` moves the local into the return value (then destroys the moved-from
// local); the caller's `Buf x = make(5);` initializes `x` directly. The output matches clang's
// with -fno-elide-constructors (circlec does not do NRVO).
// REQUIRES: libcudart
// RUN: %circlec --sm 52 %s -o %t.exe && %t.exe | FileCheck %s
// CHECK: move
// CHECK-NEXT: PASS
// CHECK-NEXT: free 5
// CHECK-NOT: free
#include <stdio.h>
#include <stdlib.h>
struct Buf {
  int *p;
  Buf(int n) : p((int *)malloc(n * sizeof(int))) { p[0] = n; }
  Buf(const Buf &o) : p((int *)malloc(sizeof(int))) { p[0] = o.p[0]; printf("copy\n"); }
  Buf(Buf &&o) : p(o.p) { o.p = nullptr; printf("move\n"); }
  ~Buf() { if (p) { printf("free %d\n", p[0]); free(p); } }
};
Buf make(int n) {
  Buf b(n);
  return b;
}
int main() {
  Buf x = make(5);
  printf("%s\n", x.p && x.p[0] == 5 ? "PASS" : "FAIL");
  return 0;
}
