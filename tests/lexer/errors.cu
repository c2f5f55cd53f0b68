// Malformed tokens are errors at their own position, and lexing carries on after each.
// RUN: not %circlec -E %s 2>&1 | FileCheck %s

int a = 08;
// CHECK: errors.cu:[[@LINE-1]]:9: error: invalid digit `8` in octal constant [E0101]
int b = 0b102;
// CHECK: errors.cu:[[@LINE-1]]:9: error: invalid digit `2` in binary constant{{.*}}[E0101]
int c = 12abc;
// CHECK: errors.cu:[[@LINE-1]]:9: error: invalid suffix `abc` on integer constant{{.*}}[E0101]
double d = 1.0q + 0x1.0 + 1e;
// CHECK: errors.cu:[[@LINE-1]]:12: error: invalid suffix `q` on floating constant{{.*}}[E0101]
// CHECK: errors.cu:[[@LINE-2]]:19: error: hexadecimal floating constant requires an exponent `p`{{.*}}[E0101]
// CHECK: errors.cu:[[@LINE-3]]:27: error: exponent has no digits{{.*}}[E0101]
char e = '';
// CHECK: errors.cu:[[@LINE-1]]:10: error: empty character constant{{.*}}[E0106]
const char* f = "\x";
// CHECK: errors.cu:[[@LINE-1]]:18: error: `\x` used with no following hex digits{{.*}}[E0105]
const char* g = "\q";
// CHECK: errors.cu:[[@LINE-1]]:18: warning: unknown escape sequence `\q`{{.*}}[E0110]
@foo int h;
// CHECK: errors.cu:[[@LINE-1]]:1: error: unknown Circle keyword `@foo`{{.*}}[E0107]
// CHECK: circlec supports `@codegen`, `@meta`, `@enum_count`, `@enum_value`, `@enum_name`, `@type_name` and `@type_string`
int i = 1 ` 2;
// CHECK: errors.cu:[[@LINE-1]]:11: error: stray ``` in program{{.*}}[E0108]
const char* j = "never closed;
// CHECK: errors.cu:[[@LINE-1]]:17: error: unterminated string literal{{.*}}[E0103]
char k = 'x;
// CHECK: errors.cu:[[@LINE-1]]:10: error: unterminated character constant{{.*}}[E0102]
/* a comment that never ends
// CHECK: errors.cu:[[@LINE-1]]:1: error: unterminated `/*` comment{{.*}}[E0104]
