// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
int f() {
  // CHECK: this-outside-member-function.cu:[[@LINE+1]]:11: error[E0416]: `this` outside a non-static member function [this-outside-member-function]
  return *this;
}
