// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
int f() {
  // CHECK: this-outside-member-function.cu:[[@LINE+1]]:11: error: `this` outside a non-static member function [E0416]
  return *this;
}
