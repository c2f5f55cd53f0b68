// RUN: %circlec --dump-ast %s | FileCheck %s
// CHECK: FunctionDecl add 'int (int, int)' device
// CHECK-NEXT:   ParmVarDecl a 'int'
// CHECK-NEXT:   ParmVarDecl b 'int'
// CHECK-NEXT:   ReturnStmt
// CHECK-NEXT:     BinaryOperator '+' 'int'
// CHECK-NEXT:       ImplicitCast LValueToRValue 'int'
// CHECK-NEXT:         DeclRef a 'int' lvalue
// CHECK-NEXT:       ImplicitCast LValueToRValue 'int'
// CHECK-NEXT:         DeclRef b 'int' lvalue
__device__ int add(int a, int b) { return a + b; }
