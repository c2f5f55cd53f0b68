// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
__device__ int f() {
  // CHECK: plain-if-on-codegen.cu:[[@LINE+2]]:7: error[E0603]: codegen value used outside a `@codegen if` predicate or a `@codegen` object initializer [codegen-value-outside-codegen-context]
  // CHECK: write `@codegen if (...)` to branch on a codegen value
  if (__nvvm_arch >= 70) return 1;
  return 0;
}
