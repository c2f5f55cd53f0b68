// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: codegen-in-constant-expression.cu:[[@LINE+2]]:15: error[E0604]: a `static_assert` condition cannot depend on a codegen value [codegen-value-in-constant-expression]
// CHECK: move the target-dependent choice into a `@codegen if` statement
static_assert(__nvvm_arch > 0, "arch");
// CHECK: codegen-in-constant-expression.cu:[[@LINE+1]]:11: error[E0604]: an array bound cannot depend on a codegen value
int table[__nvvm_arch];
@codegen const int arch = __nvvm_arch;
// CHECK: codegen-in-constant-expression.cu:[[@LINE+1]]:19: error[E0604]: the initializer of `constexpr` variable `c` cannot depend on a codegen value
constexpr int c = arch + 1;
