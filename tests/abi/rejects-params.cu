// Parameters C++ rejects, and clang with it: a named `void` parameter (only an unnamed `void`
// alone means "no parameters"), and a by-value parameter of incomplete type in a definition
// (a declaration may have one). These are checked by sema, before any code generation.
// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s

struct Incomplete;
void declared_only(Incomplete a);          // fine: only a declaration
void by_pointer(Incomplete* a) {}          // fine
void no_params(void) {}                    // fine

// CHECK-DAG: rejects-params.cu:[[@LINE+1]]:34: error: a parameter may not have type `void` [E0306]
__global__ void k_void_parameter(void v) {}
// CHECK-DAG: rejects-params.cu:[[@LINE+1]]:15: error: `void` must be the only parameter, and unnamed{{.*}}[E0306]
void two(int, void) {}
// CHECK-DAG: rejects-params.cu:[[@LINE+1]]:39: error: parameter `a` has incomplete type `Incomplete` [E0305]
__global__ void k_incomplete_by_value(Incomplete a) {}
// CHECK-DAG: rejects-params.cu:[[@LINE+1]]:8: error: parameter `a` has incomplete type `Incomplete`{{.*}}[E0305]
void h(Incomplete a) {}
// CHECK: 4 errors generated
