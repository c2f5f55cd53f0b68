// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
__device__ int f(int n) {
  // CHECK: mixed-with-runtime.cu:[[@LINE+3]]:16: error[E0601]: codegen value combined with a non-constant expression [codegen-mixed-with-runtime]
  // CHECK: codegen value, known only when a target's code is generated
  // CHECK: branch with `@codegen if`
  @codegen if (__nvvm_arch + n > 70) {
    return 1;
  }
  return 0;
}
