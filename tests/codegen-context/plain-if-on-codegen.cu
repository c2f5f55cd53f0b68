// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
__device__ int f() {
  // CHECK: plain-if-on-codegen.cu:[[@LINE+2]]:7: error: codegen value used outside a `@codegen if` predicate or a `@codegen` object initializer [E0603]
  // CHECK: write `@codegen if (...)` to branch on a codegen value
  if (__nvvm_arch >= 70) return 1;
  return 0;
}
