// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: bad-array-size.cu:[[@LINE+1]]:10: error[E0309]: array bound is 0, not positive [bad-array-size]
int zero[0];
int n = 4;
// CHECK: bad-array-size.cu:[[@LINE+1]]:9: error[E0314]: an array bound is not a constant expression [not-a-constant-expression]
int dyn[n];
