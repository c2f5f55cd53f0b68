// A `@codegen if` predicate that cannot be evaluated for one target (here a division by zero on
// sm_70 only) is an error for that target, with the chain; other targets compile.
// RUN: not %circlec --emit=llvm --sm 60,70,80 %s -o %t 2>&1 | FileCheck %s

int pick(int x) {
  // CHECK: diag-codegen-eval.cu:[[@LINE+1]]:16: error: cannot evaluate this `@codegen if` predicate for sm_70: division by zero in a codegen expression [E0706]
  @codegen if (100 / (__nvvm_arch - 70) > 1) {
    return x + 1;
  }
  return x;
}
// CHECK: ODR used by: kernel `k` → `pick`
// CHECK-NOT: error:
// CHECK: 1 error generated

__global__ void k(int* p) { p[0] = pick(p[1]); }
