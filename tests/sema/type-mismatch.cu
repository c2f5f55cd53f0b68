// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
struct A { int x; };
void f() {
  A a = {1};
  // CHECK: type-mismatch.cu:[[@LINE+1]]:11: error: cannot convert `A` to `int` in initialization [E0401]
  int i = a;
  int* p;
  // CHECK: type-mismatch.cu:[[@LINE+2]]:7: error: cannot convert `int` to `int *` in an assignment{{.*}}[E0401]
  // CHECK: only a literal `0` or `nullptr` converts to a pointer implicitly
  p = i;
}
