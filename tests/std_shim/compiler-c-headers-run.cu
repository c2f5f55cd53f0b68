// The compiler's own C headers besides <stddef.h> and kin: <stdalign.h> (libstdc++'s
// <cstdalign> includes it), <stdbool.h>, <iso646.h> and <stdnoreturn.h> are shipped with
// circlec, as GCC and clang ship theirs. <cstdalign> was "cannot find include file
// `<stdalign.h>`". In C++ they define only the feature macros. g++ prints the same.
// RUN: %circlec --cudart=none %s -o %t && %t | FileCheck %s
#include <cstdalign>
#include <cstdbool>
#include <ciso646>
#include <stdnoreturn.h>
#include <cstdio>

#if !defined(__alignas_is_defined) || !defined(__alignof_is_defined) || !defined(__bool_true_false_are_defined)
#error the feature macros are missing
#endif
#ifdef bool
#error stdbool.h must not define bool in C++
#endif

int main() {
  alignas(32) int x = 1;
  // CHECK: aligned 1 and 1
  printf("aligned %d and %d\n", (int)(((unsigned long)&x % 32) == 0), (int)(x and true));
  return 0;
}
