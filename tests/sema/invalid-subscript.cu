// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
int f(int a) {
  // CHECK: invalid-subscript.cu:[[@LINE+1]]:10: error: cannot subscript `int` with `int` [E0412]
  return a[1];
}
