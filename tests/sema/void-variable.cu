// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: void-variable.cu:[[@LINE+1]]:6: error: variable `nothing` has type `void` [E0306]
void nothing;
