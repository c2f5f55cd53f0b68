// What GNU's complex types do not allow, with the errors g++ and clang give: no implicit
// conversion drops the imaginary part (`float f = z`, passing `z` for a `float`, `f += z`),
// complex values have no order (`<`) and no `%`, and circlec has only the complex floating
// types (GNU's `_Complex int` is reported as unsupported, not miscompiled).
// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK-DAG: gnu-complex-errors.cu:[[@LINE+8]]:13: error: cannot convert `_Complex float` to `float` in initialization
// CHECK-DAG: gnu-complex-errors.cu:[[@LINE+8]]:3: error: no matching function for call to `takes_float` with argument types (_Complex float)
// CHECK-DAG: gnu-complex-errors.cu:[[@LINE+8]]:3: error: invalid operands to `+=`: `float` and `_Complex float`
// CHECK-DAG: gnu-complex-errors.cu:[[@LINE+8]]:10: error: invalid operands to `<`: `_Complex float` and `_Complex float`
// CHECK-DAG: gnu-complex-errors.cu:[[@LINE+8]]:10: error: invalid operands to `%`: `_Complex float` and `int`
// CHECK-DAG: gnu-complex-errors.cu:[[@LINE+9]]:1: error: `_Complex int` is not supported
void takes_float(float);
void f(_Complex float z, float g) {
  float f = z;
  takes_float(z);
  g += z;
  (void)(z < z);
  (void)(z % 2);
}
_Complex int gi;
