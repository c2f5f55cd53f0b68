// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
int two(int a, int b = 2) { return a + b; }
int f() {
  // CHECK: wrong-argument-count.cu:[[@LINE+2]]:10: error: `two` expects 1 to 2 argument(s), but 0 were given [E0406]
  // CHECK: declared here
  return two();
}
int g() {
  int (*fp)(int) = nullptr;
  // CHECK: wrong-argument-count.cu:[[@LINE+1]]:10: error: the call expects 1 argument(s), but 3 were given [E0406]
  return fp(1, 2, 3);
}
