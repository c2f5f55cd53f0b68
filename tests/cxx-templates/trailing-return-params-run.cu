// A trailing return type names the function's parameters: `-> decltype(x + 1)` on a plain
// function and on templates, where it is part of substitution (deduction then picks the
// operator template whose `decltype(x.base() - y.base())` is valid, as libstdc++'s iterator
// adaptors do for `move_iterator` and for `const`/non-`const` iterator pairs).
// REQUIRES: libcudart
// RUN: %circlec --sm 52 %s -o %t.exe && %t.exe | FileCheck %s
// CHECK: 4 3.5
// CHECK-NEXT: 3 -3 2
// CHECK-NEXT: sub
#include <stdio.h>

auto next(int x) -> decltype(x + 1) { return x + 1; }
template <class T> auto half(T x) -> decltype(x / 2) { return x / 2; }

namespace it {
template <class P> struct Iter {
  P cur;
  Iter(P c) : cur(c) {}
  P base() const { return cur; }
};
template <class L, class R>
auto operator-(const Iter<L> &x, const Iter<R> &y) -> decltype(x.base() - y.base()) { return x.base() - y.base(); }
// Not viable for these operands: `x.base() - s` is not valid for pointer `x.base()` and a struct.
struct Tag {};
template <class L>
auto operator-(const Iter<L> &x, Tag s) -> decltype(x.base() - s) { return x.base() - s; }
template <class L>
auto operator-(const Iter<L> &x, const char *) -> decltype(x.base(), void()) { printf("sub\n"); }
}

int main() {
  printf("%d %g\n", next(3), half(7.0));
  int a[4] = {};
  it::Iter<int *> p(a + 3), q(a);
  it::Iter<const int *> c(a + 1);
  printf("%ld %ld %ld\n", (long)(p - q), (long)(q - p), (long)(p - c));
  p - "x";
  return 0;
}
