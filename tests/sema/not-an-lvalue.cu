// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
int f(int a) {
  // CHECK: not-an-lvalue.cu:[[@LINE+1]]:12: error[E0410]: cannot take the address of an rvalue [not-an-lvalue]
  int* p = &(a + 1);
  return *p;
}
