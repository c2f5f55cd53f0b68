// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
int f(int a) {
  // CHECK: not-an-lvalue.cu:[[@LINE+1]]:12: error: cannot take the address of an rvalue [E0410]
  int* p = &(a + 1);
  return *p;
}
