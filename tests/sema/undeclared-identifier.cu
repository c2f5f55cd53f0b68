// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
void f() {
  // CHECK: undeclared-identifier.cu:[[@LINE+1]]:11: error: use of undeclared identifier `y` [E0301]
  int x = y;
}
