// A conversion function to a class type (cuda_fp16.hpp's `operator __half_raw() const` and its
// `const volatile` twin) converts in copy-initialization, casts, by-value and by-reference
// arguments; a volatile object takes the volatile one. The output matches g++'s.
// REQUIRES: libcudart
// RUN: %circlec --sm 52 %s -o %t.exe && %t.exe | FileCheck %s
// CHECK: 11 22 11 11 11
#include <stdio.h>
typedef struct { unsigned short x; } raw;
struct H {
  unsigned short v;
  operator raw() const { raw r; r.x = v + 1; return r; }
  operator raw() const volatile { raw r; r.x = v + 2; return r; }
};
int take(const raw &r) { return r.x; }
int take2(raw r) { return r.x; }
int main() {
  H h{10};
  volatile H vh{20};
  raw a = h;
  raw b = static_cast<raw>(vh);
  printf("%d %d %d %d %d\n", a.x, b.x, take(h), take2(h), (int)((raw)h).x);
}
