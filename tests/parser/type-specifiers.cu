// Invalid builtin type specifier combinations, and a declaration without a type.
// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
long char c;
// CHECK: type-specifiers.cu:[[@LINE-1]]:1: error[E0206]: invalid type: `char` cannot be combined with `short`, `long` or `int` [invalid-type-specifiers]
unsigned signed u;
// CHECK: type-specifiers.cu:[[@LINE-1]]:1: error[E0206]: invalid type: `signed` and `unsigned` may appear only once, and not together [invalid-type-specifiers]
long long long ll;
// CHECK: type-specifiers.cu:[[@LINE-1]]:1: error[E0206]: invalid type: `long long long` is too long [invalid-type-specifiers]
signed double d;
// CHECK: type-specifiers.cu:[[@LINE-1]]:1: error[E0206]: invalid type: this type cannot be combined with `signed`, `unsigned`, `short`, `long` or `int` [invalid-type-specifiers]
const limit = 4;
// CHECK: type-specifiers.cu:[[@LINE-1]]:7: error[E0203]: missing type specifier in declaration [unknown-type-name]
// CHECK: C++ has no implicit `int`; write the type
// CHECK: 5 errors generated.
