// RUN: %circlec --dump-ast %s | FileCheck %s
// CHECK: RecordDecl struct S size=24 align=8
// CHECK-NEXT:   FieldDecl a 'char' offset=0
// CHECK-NEXT:   FieldDecl b 'double' offset=8
// CHECK-NEXT:   FieldDecl c 'int' offset=16
struct S { char a; double b; int c; };
// CHECK: RecordDecl union U size=8 align=8
union U { char c; int i; double d; };
// CHECK: RecordDecl struct Empty size=1 align=1
struct Empty {};
// CHECK: RecordDecl struct alignas16 size=16 align=16
struct alignas(16) alignas16 { int x; };
// CHECK: RecordDecl struct Tail size=8 align=4
// CHECK-NEXT: FieldDecl i 'int' offset=0
// CHECK-NEXT: FieldDecl c 'char' offset=4
struct Tail { int i; char c; };
// CHECK: RecordDecl struct Arr size=40 align=8
// CHECK: FieldDecl p 'int *' offset=0
// CHECK: FieldDecl v 'short [5]' offset=8
// CHECK: FieldDecl s 'S *[2]' offset=24
struct Arr { int* p; short v[5]; S* s[2]; };
static_assert(sizeof(Arr) == 40 && alignof(Arr) == 8, "layout");
