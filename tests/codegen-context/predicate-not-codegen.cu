// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
__device__ int f(int n) {
  // CHECK: predicate-not-codegen.cu:[[@LINE+2]]:16: error: `@codegen if` predicate is not a codegen expression [E0602]
  // CHECK: use a plain `if` for a run-time condition
  @codegen if (n > 3) { return 1; }
  // CHECK: predicate-not-codegen.cu:[[@LINE+2]]:16: error: `@codegen if` predicate is not a codegen expression{{.*}}[E0602]
  // CHECK: use `if constexpr` or a plain `if` for a translation-time constant
  @codegen if (sizeof(int) == 4) { return 2; }
  return 0;
}
