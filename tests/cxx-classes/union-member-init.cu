// A union's constructor initializes one member: the one its member initializers name, else the
// one with a default member initializer, else none; the others (here without a default
// constructor, as libstdc++'s `_Variadic_union` has `_Uninitialized<T>`) are left alone.
// RUN: %circlec %s -o %t && %t | FileCheck %s
#include <cstdio>
struct NoDefault { explicit NoDefault(int v) : v(v) {} int v; };
union U {
  NoDefault first;
  long rest;
  U() : rest(7) {}
  explicit U(int v) : first(v) {}
};
union W {
  NoDefault first;
  int second = 11;
  W() {}
};
int main() {
  U a, b(5);
  W w;
  // CHECK: 7 5 11
  std::printf("%ld %d %d\n", a.rest, b.first.v, w.second);
}
