// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
// A zero bound is a GNU zero-length array (tests/sema/zero-length-array-run.cu); a negative
// one is an error.
// CHECK: bad-array-size.cu:[[@LINE+1]]:9: error: array bound is -1, not positive [E0309]
int neg[-1];
int n = 4;
// CHECK: bad-array-size.cu:[[@LINE+1]]:9: error: an array bound is not a constant expression [E0314]
int dyn[n];
