// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
struct A { int x; };
int f(A a, int* p, int* q) {
  // CHECK: invalid-operands.cu:[[@LINE+1]]:10: error: invalid operands to `+`: `A` and `int` [E0402]
  return a + 1;
}
int g(int* p, int* q) {
  // CHECK: invalid-operands.cu:[[@LINE+1]]:11: error: invalid operands to `+`: `int *` and `int *`{{.*}}[E0402]
  return (p + q) != 0;
}
