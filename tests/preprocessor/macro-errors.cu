// Wrong argument counts, unterminated invocations, invalid `##` results and malformed
// `#define`s are errors that point at the use site.
// RUN: not %circlec -E %s 2>&1 | FileCheck %s

#define TWO(a, b) a b
TWO(1)
// CHECK: macro-errors.cu:[[@LINE-1]]:1: error: macro `TWO` takes 2 arguments, but 1 were given [E0127]
TWO(1, 2, 3)
// CHECK: macro-errors.cu:[[@LINE-1]]:1: error: macro `TWO` takes 2 arguments, but 3 were given{{.*}}[E0127]
// CHECK: an argument that contains commas must be wrapped in parentheses

#define PASTE(a, b) a ## b
int x = PASTE(+, -);
// CHECK: macro-errors.cu:[[@LINE-1]]:9: error: pasting `+` and `-` does not give a valid token [E0129]

#define BAD(a) #b
// CHECK: macro-errors.cu:[[@LINE-1]]:16: error: `#` is not followed by a macro parameter{{.*}}[E0137]

#define
// CHECK: macro-errors.cu:[[@LINE-1]]:8: error: macro name missing in `#define`{{.*}}[E0121]

#define DUP(a, a) a
// CHECK: macro-errors.cu:[[@LINE-1]]:16: error: duplicate macro parameter `a`{{.*}}[E0121]

#define R 1
#define R 2
// CHECK: macro-errors.cu:[[@LINE-1]]:9: warning: macro `R` redefined{{.*}}[E0135]

TWO(1,
// CHECK: macro-errors.cu:[[@LINE-1]]:1: error: unterminated argument list invoking macro `TWO`{{.*}}[E0128]
