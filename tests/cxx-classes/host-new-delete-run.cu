// `new`/`delete` on the host: a virtual destructor through a base pointer, arrays of scalars
// and of classes with default member initializers, placement `new`, `delete` of null.
// REQUIRES: libcudart
// RUN: %circlec --sm 52 %s -o %t.exe && %t.exe | FileCheck %s
// CHECK: Base 3
// CHECK-NEXT: ~Der 3
// CHECK-NEXT: ~Base 3
// CHECK-NEXT: PASS
#include <stdio.h>
#include <new>
struct Base {
  int id;
  Base(int i) : id(i) { printf("Base %d\n", id); }
  virtual ~Base() { printf("~Base %d\n", id); }
};
struct Der : Base {
  Der(int i) : Base(i) {}
  ~Der() { printf("~Der %d\n", id); }
};
struct P { int x = 7; };
int main() {
  Base *b = new Der(3);
  delete b;
  int *arr = new int[4];
  for (int i = 0; i < 4; ++i) arr[i] = i * i;
  int s = arr[3];
  delete[] arr;
  P *ps = new P[2];
  int t = ps[1].x;
  delete[] ps;
  alignas(8) char buf[sizeof(P)];
  P *pp = new (buf) P();
  int *one = new int(41);
  int ok = s == 9 && t == 7 && pp->x == 7 && *one == 41;
  delete one;
  Base *nul = nullptr;
  delete nul;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return !ok;
}
