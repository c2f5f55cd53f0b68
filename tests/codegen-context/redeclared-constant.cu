// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: redeclared-constant.cu:[[@LINE+2]]:5: error[E0605]: `__nvvm_arch` is an implicitly declared codegen constant and cannot be declared or initialized [codegen-constant-redeclared]
// CHECK: each target's codegen sets it
int __nvvm_arch = 70;
// CHECK: redeclared-constant.cu:[[@LINE+1]]:6: error[E0605]: `__is_host_target` is an implicitly declared codegen constant
bool __is_host_target() { return true; }
