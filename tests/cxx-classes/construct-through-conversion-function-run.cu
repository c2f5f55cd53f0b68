// `T(x)`, `T t = x` and `T t(x)` where `x`'s class has a conversion function to `T` and `T` no
// constructor taking `x` (cuda_fp8.hpp's `__half(fp8)` through `explicit operator __half()`): the
// copy constructor takes the conversion's result, an explicit conversion function too in the
// direct-initialization `T(x)`. A converting constructor that takes `x` itself
// still wins. Two operands of one enumeration compare with the built-in `==` even with an
// operator template in scope that would take them (libcu++ declares such templates); a
// non-template user operator taking the enumeration exactly is used. The output matches g++'s.
// REQUIRES: libcudart
// RUN: %circlec --sm 52 %s -o %t.exe && %t.exe | FileCheck %s
// CHECK: 7 7 12 9 | 1 0 1 2
#include <stdio.h>
struct H { unsigned short x; H() = default; H(float) : x(100) {} };
struct Direct;
struct F8 {
  unsigned char v;
  operator H() const { H h; h.x = v; return h; }
  explicit operator float() const { return v; }
};
struct G { int v; operator H() const { H h; h.x = 1; return h; } };
struct X { explicit operator H() const { H h; h.x = 5; return h; } };
struct K { unsigned short x; K(const G& g) : x(g.v) {} K(H h) : x(h.x) {} };

enum E { A, B };
enum F { P, Q };
template <class T> bool operator==(const T&, const T&) { return false; }
int calls = 0;
bool operator==(F a, F b) { ++calls; return (int)a == (int)b; }

int main() {
  F8 f{7};
  H a = H(f);
  H b = f;
  H c(f);
  H ex = H(X{});
  G g{9};
  K k(g);
  E e = A, e2 = A;
  F p = Q;
  bool same = e == e2, differ = e == B, user = p == Q;
  bool user2 = p == P;
  printf("%d %d %d %d | %d %d %d %d\n", a.x, b.x, c.x + ex.x, k.x, same, differ, user, user2 + calls);
}
