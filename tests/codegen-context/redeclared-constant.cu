// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: redeclared-constant.cu:[[@LINE+2]]:5: error: `__nvvm_arch` is an implicitly declared codegen constant and cannot be declared or initialized [E0605]
// CHECK: each target's codegen sets it
int __nvvm_arch = 70;
// CHECK: redeclared-constant.cu:[[@LINE+1]]:6: error: `__is_host_target` is an implicitly declared codegen constant{{.*}}[E0605]
bool __is_host_target() { return true; }
