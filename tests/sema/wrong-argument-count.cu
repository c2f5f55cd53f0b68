// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
int two(int a, int b = 2) { return a + b; }
int f() {
  // CHECK: wrong-argument-count.cu:[[@LINE+1]]:10: error[E0407]: no matching function for call to `two` with argument types () [no-matching-function]
  return two();
}
int g() {
  int (*fp)(int) = nullptr;
  // CHECK: wrong-argument-count.cu:[[@LINE+1]]:10: error[E0406]: the call expects 1 argument(s), but 3 were given [wrong-argument-count]
  return fp(1, 2, 3);
}
