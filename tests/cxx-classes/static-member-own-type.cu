// A static data member declared in its class is a declaration only, so its type may be
// incomplete there, the class itself included ([class.static.data]/2): `static const S zero;`
// inside `S` (was E0305 "incomplete type"). The definitions outside the class complete it.
// RUN: %circlec %s -o %t
// RUN: %t | FileCheck %s
// RUN: not %circlec -fsyntax-only -DBAD %s 2>&1 | FileCheck %s --check-prefix=BAD
#include <stdio.h>

struct S {
  static const S zero;
  static S unit;
  int v;
  static int count;
};
const S S::zero = {0};
S S::unit = {1};
int S::count = 2;

#ifdef BAD
struct T {
  // BAD: error: initialization of incomplete type `T`{{.*}}[E0305]
  static inline T inline_self = {};
  int v;
};
#endif

int main() {
  // CHECK: 0 1 2 4
  printf("%d %d %d %d\n", S::zero.v, S::unit.v, S::count, (int)sizeof(S));
  return 0;
}
