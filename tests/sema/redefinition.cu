// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
int g(int a) { return a; }
// CHECK: redefinition.cu:[[@LINE+2]]:5: error: redefinition of `g` [E0302]
// CHECK: previous definition is here
int g(int a) { return a + 1; }
int v = 1;
// CHECK: redefinition.cu:[[@LINE+1]]:5: error: redefinition of `v`{{.*}}[E0302]
int v = 2;
