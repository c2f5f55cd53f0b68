// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
int value;
// CHECK: not-a-type.cu:[[@LINE+1]]:1: error: `value` does not name a type [E0303]
value x;
