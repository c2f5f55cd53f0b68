// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
void f(double d, long l) {
  // CHECK: narrowing-conversion.cu:[[@LINE+1]]:9: error: narrowing conversion from `double` to `int` in a braced initializer [E0415]
  int a{d};
  // CHECK: narrowing-conversion.cu:[[@LINE+1]]:11: error: narrowing conversion from `long` to `short`{{.*}}[E0415]
  short b{l};
  char c{65};
}
