// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
int f(int a) {
  // CHECK: not-assignable.cu:[[@LINE+1]]:3: error: expression is not assignable in an assignment [E0403]
  a + 1 = 2;
  return a;
}
