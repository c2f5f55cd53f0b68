// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: void-variable.cu:[[@LINE+1]]:6: error[E0306]: variable `nothing` has type `void` [void-variable]
void nothing;
