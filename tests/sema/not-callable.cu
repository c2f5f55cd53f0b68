// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
int f() {
  int x = 1;
  // CHECK: not-callable.cu:[[@LINE+1]]:10: error[E0405]: called object of type `int` is not a function [not-callable]
  return x(2);
}
