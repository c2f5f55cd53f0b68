// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
int value;
// CHECK: not-a-type.cu:[[@LINE+1]]:1: error[E0303]: `value` does not name a type [not-a-type]
value x;
