// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
int f() {
  int x = 1;
  // CHECK: not-callable.cu:[[@LINE+1]]:10: error: called object of type `int` is not a function [E0405]
  return x(2);
}
