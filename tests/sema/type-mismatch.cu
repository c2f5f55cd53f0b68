// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
struct A { int x; };
void f() {
  A a = {1};
  // CHECK: type-mismatch.cu:[[@LINE+1]]:11: error[E0401]: cannot convert `A` to `int` in initialization [type-mismatch]
  int i = a;
  int* p;
  // CHECK: type-mismatch.cu:[[@LINE+2]]:7: error[E0401]: cannot convert `int` to `int *` in an assignment
  // CHECK: only a literal `0` or `nullptr` converts to a pointer implicitly
  p = i;
}
