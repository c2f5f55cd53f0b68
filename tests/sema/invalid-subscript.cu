// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
int f(int a) {
  // CHECK: invalid-subscript.cu:[[@LINE+1]]:10: error[E0412]: cannot subscript `int` with `int` [invalid-subscript]
  return a[1];
}
