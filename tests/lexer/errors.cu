// Malformed tokens are errors at their own position, and lexing carries on after each.
// RUN: not %circlec -E %s 2>&1 | FileCheck %s

int a = 08;
// CHECK: errors.cu:[[@LINE-1]]:9: error[E0101]: invalid digit `8` in octal constant [invalid-number]
int b = 0b102;
// CHECK: errors.cu:[[@LINE-1]]:9: error[E0101]: invalid digit `2` in binary constant
int c = 12abc;
// CHECK: errors.cu:[[@LINE-1]]:9: error[E0101]: invalid suffix `abc` on integer constant
double d = 1.0q + 0x1.0 + 1e;
// CHECK: errors.cu:[[@LINE-1]]:12: error[E0101]: invalid suffix `q` on floating constant
// CHECK: errors.cu:[[@LINE-2]]:19: error[E0101]: hexadecimal floating constant requires an exponent `p`
// CHECK: errors.cu:[[@LINE-3]]:27: error[E0101]: exponent has no digits
char e = '';
// CHECK: errors.cu:[[@LINE-1]]:10: error[E0106]: empty character constant
const char* f = "\x";
// CHECK: errors.cu:[[@LINE-1]]:18: error[E0105]: `\x` used with no following hex digits
const char* g = "\q";
// CHECK: errors.cu:[[@LINE-1]]:18: warning[E0110]: unknown escape sequence `\q`
@foo int h;
// CHECK: errors.cu:[[@LINE-1]]:1: error[E0107]: unknown Circle keyword `@foo`
// CHECK: circlec supports `@codegen` and `@meta`
int i = 1 ` 2;
// CHECK: errors.cu:[[@LINE-1]]:11: error[E0108]: stray ``` in program
const char* j = "never closed;
// CHECK: errors.cu:[[@LINE-1]]:17: error[E0103]: unterminated string literal
char k = 'x;
// CHECK: errors.cu:[[@LINE-1]]:10: error[E0102]: unterminated character constant
/* a comment that never ends
// CHECK: errors.cu:[[@LINE-1]]:1: error[E0104]: unterminated `/*` comment
