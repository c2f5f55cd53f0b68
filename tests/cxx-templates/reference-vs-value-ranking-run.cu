// An lvalue argument converts equally well to a by-value parameter and to a `const T&` one: the
// cv-qualifiers a reference adds, and an rvalue bound by an lvalue reference, rank only between
// two reference bindings ([over.ics.rank]/3.2.3, 3.2.6). Partial ordering then picks the more
// specialized template, as libstdc++'s `__niter_wrap(const _Iterator&, _Iterator)` (the copy
// of an output iterator) over `__niter_wrap(_From, _To)` (which subtracts iterators).
// Between two reference bindings the qualifiers still rank: `g(T&)` over `g(const T&)`.
// RUN: %circlec %s -o %t && %t | FileCheck %s
// CHECK: wrap 2
// CHECK: mixed 2
// CHECK: refs 1
#include <stdio.h>

struct W { int v; };
template <class F, class T> int wrap(F, T) { return 1; }
template <class I> int wrap(const I&, I) { return 2; }

int mixed(W, int) { return 1; }
int mixed(const W&, long) { return 2; }

template <class T> int refs(T&) { return 1; }
template <class T> int refs(const T&) { return 2; }

int main() {
  W a{1};
  printf("wrap %d\n", wrap(a, W{2}));
  // Argument 1 is no better either way, argument 2 converts better for the second.
  printf("mixed %d\n", mixed(a, 3L));
  printf("refs %d\n", refs(a));
  return 0;
}
