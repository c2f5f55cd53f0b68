// A parenthesized expression that starts with a functional cast, `(float(i % 4) * 2.0f)` or
// `(int{i} + 1)`, is an expression, not a C-style cast to a function type: after `T(` only a
// parameter can continue a type-id. Casts (`(int)x`, `(int*)p`, `(int(*)(T))f`) stay casts.
// RUN: %circlec %s -o %t
// RUN: %t | FileCheck %s
// RUN: %circlec --dump=syntax %s | FileCheck %s --check-prefix=TREE
#include <stdio.h>

typedef int myint;
int square(myint x) { return x * x; }

int main() {
  // CHECK: 0 1 0 0
  // CHECK-NEXT: 2 2 3 1
  // CHECK-NEXT: 4 3 6 2
  for (int i = 0; i < 3; i++)
    printf("%g %d %d %g\n", (float(i % 4) * 2.0f), (int{i} + 1), (int(i) * 3), (double)(float)i);
  int (*fp)(myint) = (int (*)(myint))square;
  // CHECK-NEXT: 16 8
  printf("%d %d\n", fp(4), (int)sizeof(int (*)(myint)));
  return 0;
}
// TREE: (paren (* (construct float (% i 4)) 2.0f)) (paren (+ (construct{} int i) 1)) (paren (* (construct int i) 3)) (c-cast double (c-cast float i))
