// Rvalue references and <utility>: a move constructor chosen for `std::move(x)` over the copy
// constructor, perfect forwarding through `std::forward` (a forwarding reference deduces `A&`
// from an lvalue), and `std::swap`. The output matches clang's build of the same file.
// REQUIRES: libcudart
// RUN: %circlec --sm 52 %s -o %t.exe && %t.exe | FileCheck %s
// CHECK: copy
// CHECK-NEXT: move
// CHECK-NEXT: copy
// CHECK-NEXT: move
// CHECK-NEXT: PASS
#include <stdio.h>
#include <utility>
struct Buf {
  int *p;
  int n;
  Buf(int k) : p(new_ints(k)), n(k) {}
  Buf(const Buf &o) : p(new_ints(o.n)), n(o.n) { printf("copy\n"); }
  Buf(Buf &&o) : p(o.p), n(o.n) { o.p = 0; o.n = 0; printf("move\n"); }
  ~Buf() {}
  static int *new_ints(int k) { static int pool[64]; static int used = 0; int *r = pool + used; used += k; return r; }
};
int sink(Buf b) { return b.n; }
template <class T> int relay(T &&x) { return sink(std::forward<T>(x)); }
int main() {
  Buf a(4);
  Buf b = a;
  Buf c = std::move(a);
  int r1 = relay(b);
  int r2 = relay(std::move(c));
  int ok = a.n == 0 && b.n == 4 && r1 == 4 && r2 == 4 && c.n == 0;
  int x = 1, y = 2;
  std::swap(x, y);
  ok = ok && x == 2 && y == 1;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return !ok;
}
