// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
void f() {
  // CHECK: undeclared-identifier.cu:[[@LINE+1]]:11: error[E0301]: use of undeclared identifier `y` [undeclared-identifier]
  int x = y;
}
