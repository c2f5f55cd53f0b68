// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
// A constexpr function that branches with `@codegen if` cannot be evaluated during translation
// (Circle: "definition for codegen object not available"); calling it at run time is fine.
constexpr int tile_for_arch() {
  // CHECK: constexpr-function-with-codegen-if.cu:[[@LINE+1]]:16: error: a `static_assert` condition cannot depend on a codegen value{{.*}}[E0604]
  @codegen if (__nvvm_arch >= 70) { return 64; } else { return 32; }
}
// CHECK: move the target-dependent choice into a `@codegen if` statement
// CHECK: constexpr-function-with-codegen-if.cu:[[@LINE+1]]:15: note: evaluating this reached the codegen value
static_assert(tile_for_arch() > 0, "tile");
__device__ int run_time_use() { return tile_for_arch(); }
// CHECK: 1 error generated.
