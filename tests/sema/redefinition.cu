// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
int g(int a) { return a; }
// CHECK: redefinition.cu:[[@LINE+2]]:5: error[E0302]: redefinition of `g` [redefinition]
// CHECK: previous definition is here
int g(int a) { return a + 1; }
int v = 1;
// CHECK: redefinition.cu:[[@LINE+1]]:5: error[E0302]: redefinition of `v`
int v = 2;
