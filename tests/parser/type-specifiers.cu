// Invalid builtin type specifier combinations, and a declaration without a type.
// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
long char c;
// CHECK: type-specifiers.cu:[[@LINE-1]]:1: error: invalid type: `char` cannot be combined with `short`, `long` or `int` [E0206]
unsigned signed u;
// CHECK: type-specifiers.cu:[[@LINE-1]]:1: error: invalid type: `signed` and `unsigned` may appear only once, and not together [E0206]
long long long ll;
// CHECK: type-specifiers.cu:[[@LINE-1]]:1: error: invalid type: `long long long` is too long [E0206]
signed double d;
// CHECK: type-specifiers.cu:[[@LINE-1]]:1: error: invalid type: this type cannot be combined with `signed`, `unsigned`, `short`, `long` or `int` [E0206]
const limit = 4;
// CHECK: type-specifiers.cu:[[@LINE-1]]:7: error: missing type specifier in declaration [E0203]
// CHECK: C++ has no implicit `int`; write the type
// CHECK: 5 errors generated.
