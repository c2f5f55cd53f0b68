// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: bad-array-size.cu:[[@LINE+1]]:10: error: array bound is 0, not positive [E0309]
int zero[0];
int n = 4;
// CHECK: bad-array-size.cu:[[@LINE+1]]:9: error: an array bound is not a constant expression [E0314]
int dyn[n];
