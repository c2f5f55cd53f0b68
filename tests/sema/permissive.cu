// C's laxer conversions, as csmith's programs and old C-style code use them, are errors in C++
// and, as in g++, warnings under `-fpermissive`: `void *` (or any object pointer) to another
// object pointer, distinct pointer types or a pointer and an integer compared, a call whose only
// candidate needs such a conversion, and narrowing in braced initializers. `-Wno-narrowing`
// (clang: `-Wno-c++11-narrowing`) silences narrowing alone. The program's output is g++ 12's
// with `-fpermissive`.
// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=STRICT
// RUN: %circlec -fpermissive %s -o %t 2>&1 | FileCheck %s --check-prefix=LAX
// RUN: %t | FileCheck %s --check-prefix=OUT
// RUN: not %circlec -fsyntax-only -Wno-narrowing %s 2>&1 | FileCheck %s --check-prefix=NONARROW
// RUN: not %circlec -fsyntax-only -Wno-c++11-narrowing %s 2>&1 | FileCheck %s --check-prefix=NONARROW
// RUN: not %circlec -fsyntax-only -fpermissive -Werror %s 2>&1 | FileCheck %s --check-prefix=WERROR
#include <cstdio>

// STRICT: permissive.cu:[[@LINE+3]]:33: error: narrowing conversion from `long` to `signed char` in a braced initializer [E0415]
// LAX: permissive.cu:[[@LINE+2]]:33: warning: narrowing conversion from `long` to `signed char` in a braced initializer [E0415]
// NONARROW-NOT: narrowing
static signed char g1[3] = {1L, 0xBFL, (-5L)};
static int g2;
// STRICT: permissive.cu:[[@LINE+2]]:18: error: cannot convert `void *` to `int *` in initialization [E0401]
// LAX: permissive.cu:[[@LINE+1]]:18: warning: invalid conversion from `void *` to `int *` in initialization (allowed by `-fpermissive`) [E0401]
static int *g3 = (void *)0;
static int *g4[3] = {&g2, (void *)0, &g2};
// A null pointer stays a null constant through pointer casts (plain C++ too).
static long *g5 = (long *)(void *)0;
union U { int a; short b; };
// A union's non-zero constant initializer is built at run time in host code.
static volatile union U g6 = {-7L};

static int first(signed char *p, signed char *q) { return *p + *q; }

int main() {
  unsigned int u = 7;
  int *p = &g2;
  // STRICT: error: cannot convert `unsigned int *` to `int *` in an assignment [E0401]
  p = &u;
  // STRICT: error: invalid operands to `==`: `int *` and `unsigned int *` [E0402]
  // LAX: warning: comparison between distinct pointer types `int *` and `unsigned int *` lacks a cast (allowed by `-fpermissive`) [E0402]
  int same = p == &u;
  // STRICT: error: invalid operands to `!=`: `int *` and `long` [E0402]
  // LAX: warning: comparison between a pointer and an integer (allowed by `-fpermissive`) [E0402]
  int nonnull = p != 0L + 1;
  unsigned char bytes[2] = {200, 3};
  // STRICT: error: no matching function for call to `first` with argument types (unsigned char *, unsigned char *) [E0407]
  // LAX: warning: invalid conversion from `unsigned char *` to `signed char *` in argument 1 of `first`
  int sum = first(&bytes[0], &bytes[1]);
  // OUT: 1 -65 -5 1 1 1 -53 -7 1 1
  printf("%d %d %d %d %d %d %d %d %d %d\n", g1[0], g1[1], g1[2], g4[0] == &g2, g4[1] == 0, g3 == 0, sum, g6.a, same, nonnull);
  return *p == 7 ? 0 : 1;
}
// WERROR: error: narrowing conversion from `long` to `signed char`
