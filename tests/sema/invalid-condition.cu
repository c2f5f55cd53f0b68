// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
struct S { int x; };
void f(S s) {
  // CHECK: invalid-condition.cu:[[@LINE+1]]:7: error: `S` cannot be used as a condition [E0507]
  if (s) {}
}
