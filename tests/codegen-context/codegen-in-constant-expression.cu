// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: codegen-in-constant-expression.cu:[[@LINE+2]]:15: error: a `static_assert` condition cannot depend on a codegen value [E0604]
// CHECK: move the target-dependent choice into a `@codegen if` statement
static_assert(__nvvm_arch > 0, "arch");
// CHECK: codegen-in-constant-expression.cu:[[@LINE+1]]:11: error: an array bound cannot depend on a codegen value{{.*}}[E0604]
int table[__nvvm_arch];
@codegen const int arch = __nvvm_arch;
// CHECK: codegen-in-constant-expression.cu:[[@LINE+1]]:19: error: the initializer of `constexpr` variable `c` cannot depend on a codegen value{{.*}}[E0604]
constexpr int c = arch + 1;
__device__ int f() {
  // CHECK: codegen-in-constant-expression.cu:[[@LINE+1]]:17: error: an `if constexpr` condition cannot depend on a codegen value{{.*}}[E0604]
  if constexpr (__nvvm_arch >= 70) { return 1; }
  // CHECK: codegen-in-constant-expression.cu:[[@LINE+1]]:21: error: a case label cannot depend on a codegen value{{.*}}[E0604]
  switch (1) { case __nvvm_arch: return 2; }
  return 0;
}
// CHECK-NOT: E0603
// CHECK: 5 errors generated.
