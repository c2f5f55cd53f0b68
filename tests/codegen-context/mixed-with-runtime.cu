// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
__device__ int f(int n) {
  // CHECK: mixed-with-runtime.cu:[[@LINE+3]]:16: error: codegen value combined with a non-constant expression [E0601]
  // CHECK: codegen value, known only when a target's code is generated
  // CHECK: branch with `@codegen if`
  @codegen if (__nvvm_arch + n > 70) {
    return 1;
  }
  return 0;
}
