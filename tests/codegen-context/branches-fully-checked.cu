// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
__device__ int f(int x) {
  @codegen if (__nvvm_arch >= 70) {
    return x;
  } else {
    // Errors in a branch no target may take are still reported.
    // CHECK: branches-fully-checked.cu:[[@LINE+1]]:12: error: use of undeclared identifier `undefined_thing`{{.*}}[E0301]
    return undefined_thing;
  }
}
