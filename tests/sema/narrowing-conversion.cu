// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
void f(double d, long l) {
  // CHECK: narrowing-conversion.cu:[[@LINE+1]]:9: error[E0415]: narrowing conversion from `double` to `int` in a braced initializer [narrowing-conversion]
  int a{d};
  // CHECK: narrowing-conversion.cu:[[@LINE+1]]:11: error[E0415]: narrowing conversion from `long` to `short`
  short b{l};
  char c{65};
}
