// RUN: %circlec --dump-ast %s | FileCheck %s
// `dim3` is NVIDIA's, from <vector_types.h>: built from one to three integers by its constexpr
// constructor, whose default arguments make the missing dimensions 1, also from a single integer
// by implicit conversion and in launch configurations. circlec declares no `dim3` of its own.
#include <cuda_runtime.h>
__global__ void k(int* p) {}
// CHECK-LABEL: FunctionDecl f 'void (int *, int)'
void f(int* p, int n) {
  // CHECK: VarDecl block 'dim3'
  // CHECK-NEXT: CXXConstruct dim3 'dim3'
  // CHECK-NEXT: ImplicitCast IntegralCast 'unsigned int'
  // CHECK-NEXT: IntegerLiteral 16 'int'
  // CHECK-NEXT: ImplicitCast IntegralCast 'unsigned int'
  // CHECK-NEXT: IntegerLiteral 8 'int'
  // CHECK-NEXT: ImplicitCast IntegralCast 'unsigned int'
  // CHECK-NEXT: IntegerLiteral 1 'int'
  dim3 block(16, 8);
  // CHECK: VarDecl grid 'dim3'
  // CHECK-NEXT: CXXConstruct dim3 'dim3'
  // CHECK: IntegerLiteral 128 'int'
  // CHECK-NEXT: ImplicitCast IntegralCast 'unsigned int'
  // CHECK-NEXT: IntegerLiteral 1 'int'
  // CHECK-NEXT: ImplicitCast IntegralCast 'unsigned int'
  // CHECK-NEXT: IntegerLiteral 1 'int'
  dim3 grid = (n + 127) / 128;
  // No narrowing check in the parenthesized form.
  dim3 wide(n, n);
  // CHECK: KernelLaunch k 'void'
  // CHECK-NEXT: Grid
  // CHECK-NEXT: DeclRef grid 'dim3' lvalue
  // CHECK-NEXT: Block
  // CHECK-NEXT: DeclRef block 'dim3' lvalue
  k<<<grid, block>>>(p);
  // CHECK: KernelLaunch k 'void'
  // CHECK-NEXT: Grid
  // CHECK-NEXT: CXXConstruct dim3 'dim3'
  k<<<dim3(2, 2), 64>>>(p);
}
