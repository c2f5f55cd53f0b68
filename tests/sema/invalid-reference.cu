// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
void f() {
  // CHECK: invalid-reference.cu:[[@LINE+2]]:12: error: cannot convert `int` to `int &` in initialization{{.*}}[E0401]
  // CHECK: a non-const lvalue reference binds only to an lvalue
  int& r = 3;
  const int& c = 3;
}
