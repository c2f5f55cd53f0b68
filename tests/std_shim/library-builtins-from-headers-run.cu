// GCC's builtins for C library functions whose prototypes need the headers' types or `...`:
// `__builtin_fprintf(stderr, ...)` and `__builtin_abort()` are what libstdc++'s testsuite
// `VERIFY` expands to; each calls the function <cstdio>/<cstring> declare. They were "use of
// undeclared identifier". g++ prints the same.
// RUN: %circlec --cudart=none %s -o %t && %t | FileCheck %s
// RUN: not %circlec -fsyntax-only -DNO_HEADER %s 2>&1 | FileCheck %s --check-prefix=NOHEADER
#ifndef NO_HEADER
#include <cstdio>
#include <cstring>

int main() {
  char b[16];
  __builtin_memset(b, 'z', sizeof b);
  __builtin_snprintf(b, sizeof b, "x%d", 42);
  // CHECK: x42 3
  __builtin_fprintf(stdout, "%s %d\n", b, (int)__builtin_strlen(b));
#if __has_builtin(__builtin_fprintf) && __has_builtin(__builtin_puts)
  // CHECK-NEXT: has
  __builtin_puts("has");
#endif
  return 0;
}
#else
// Without <cstdio> there is no `FILE` to declare `fprintf` with: an error naming the builtin.
// NOHEADER: error: use of undeclared identifier `__builtin_fprintf`
void f() { __builtin_fprintf(0, "x"); }
#endif
