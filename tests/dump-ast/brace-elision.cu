// RUN: %circlec --dump-ast %s | FileCheck %s
// Brace elision: a flat list fills nested aggregates in order.
// CHECK: VarDecl m 'int [2][2]'
// CHECK-NEXT: InitList 'int [2][2]' len=2
// CHECK-NEXT: InitList 'int [2]' len=2
// CHECK-NEXT: IntegerLiteral 1 'int'
// CHECK-NEXT: IntegerLiteral 2 'int'
// CHECK-NEXT: InitList 'int [2]' len=2
// CHECK-NEXT: IntegerLiteral 3 'int'
int m[2][2] = {1, 2, 3, 4};
struct P { int x, y; };
struct Q { P a; int b[2]; };
// CHECK: VarDecl q 'Q'
// CHECK-NEXT: InitList 'Q' len=2
// CHECK-NEXT: InitList 'P' len=2
// CHECK: InitList 'int [2]' len=2
Q q = {1, 2, 3, 4};
// A single element of the same class copies it.
// CHECK: VarDecl copy 'P'
// CHECK-NEXT: DeclRef one 'P' lvalue
P one = {5};
P copy = {one};
// Missing elements are zero-initialized: the list is shorter than `len`.
// CHECK: VarDecl partial 'int [8]'
// CHECK-NEXT: InitList 'int [8]' len=8
// CHECK-NEXT: IntegerLiteral 7 'int'
// CHECK-NEXT: VarDecl names 'char [2][4]'
int partial[8] = {7};
// CHECK-NEXT: InitList 'char [2][4]' len=2
// CHECK-NEXT: StringLiteral "ab" 'char [4]'
char names[2][4] = {"ab", "cd"};
static_assert(sizeof(m) == 16 && sizeof(q) == 16 && sizeof(names) == 8, "");
int last;
