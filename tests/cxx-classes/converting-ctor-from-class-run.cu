// A converting constructor whose parameter is another class (cuda_fp16's
// `__half(const __half_raw&)`): `static_cast<H>(raw)`, a C-style cast, an argument converted
// for `const H&` and by-value parameters, and an overloaded operator's operand all construct
// through it; a class derived from the parameter's class converts too; direct-initialization
// of another class from it takes one user-defined conversion for the argument. The output
// matches g++'s.
// REQUIRES: libcudart
// RUN: %circlec --sm 52 %s -o %t.exe && %t.exe | FileCheck %s
// CHECK: 5 6 7 8 10 12 7
#include <stdio.h>
struct raw { unsigned short x; };
struct derived_raw : raw {};
struct bf;
struct H {
  unsigned short v;
  H() = default;
  H(const raw& r) : v(r.x) {}
  explicit H(const bf b);
  H(float f) : v((unsigned short)(f * 2)) {}
};
H& operator+=(H& l, const H& r) { l.v += r.v; return l; }
int by_value(H h) { return h.v; }
int by_ref(const H& h) { return h.v; }
struct Wrap { H h; Wrap(const H& x) : h(x) {} };

int main() {
  raw a; a.x = 5;
  H s = static_cast<H>(a);
  a.x = 6;
  H c = (H)a;
  a.x = 7;
  int v = by_value(a);
  a.x = 8;
  int r = by_ref(a);
  H sum = s;
  sum += a;
  sum.v -= 3;
  derived_raw d; d.x = 12;
  a.x = 7;
  Wrap w(a);
  printf("%d %d %d %d %d %d %d\n", s.v, c.v, v, r, sum.v, by_ref(d), w.h.v);
}
