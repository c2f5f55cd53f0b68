// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
void take(int* p);
void f() {
  double d = 1.0;
  // CHECK: no-matching-function.cu:[[@LINE+2]]:3: error: no matching function for call to `take` with argument types (double) [E0407]
  // CHECK: candidate `take void (int *)`: argument 1: no conversion from `double` to `int *`
  take(d);
}
