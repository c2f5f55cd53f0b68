// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
void f(const int* p) {
  const int c = 3;
  // CHECK: assignment-to-const.cu:[[@LINE+1]]:3: error: cannot modify a value of const-qualified type `const int` [E0404]
  c = 4;
  // CHECK: assignment-to-const.cu:[[@LINE+1]]:3: error: cannot modify a value of const-qualified type `const int`{{.*}}[E0404]
  *p = 5;
}
