// A string literal converts to `char *` (deprecated, removed in C++11) with a warning, as GCC and
// clang accept it: csmith's runtime header passes literals to `char *` parameters. An overload
// taking `const char *` is still the better match.
// RUN: %circlec -fsyntax-only %s 2>&1 | FileCheck %s
// RUN: %circlec -w %s -o %t && %t | FileCheck %s --check-prefix=OUT
// OUT: take 3 const 1
#include <cstdio>
int take(char *s) { return s[0] == 'a' ? 3 : 0; }
int pick(char *) { return 0; }
int pick(const char *) { return 1; }
int main() {
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: warning: ISO C++11 does not allow conversion from a string literal to a pointer to non-const `char` [E0434]
  int a = take("abc");
  // CHECK-NOT: warning:
  std::printf("take %d const %d\n", a, pick("x"));
  return 0;
}
