// Wrong argument counts, unterminated invocations, invalid `##` results and malformed
// `#define`s are errors that point at the use site.
// RUN: not %circlec -E %s 2>&1 | FileCheck %s

#define TWO(a, b) a b
TWO(1)
// CHECK: macro-errors.cu:[[@LINE-1]]:1: error[E0127]: macro `TWO` takes 2 arguments, but 1 were given [macro-arg-count]
TWO(1, 2, 3)
// CHECK: macro-errors.cu:[[@LINE-1]]:1: error[E0127]: macro `TWO` takes 2 arguments, but 3 were given
// CHECK: an argument that contains commas must be wrapped in parentheses

#define PASTE(a, b) a ## b
int x = PASTE(+, -);
// CHECK: macro-errors.cu:[[@LINE-1]]:9: error[E0129]: pasting `+` and `-` does not give a valid token [invalid-paste]

#define BAD(a) #b
// CHECK: macro-errors.cu:[[@LINE-1]]:16: error[E0137]: `#` is not followed by a macro parameter

#define
// CHECK: macro-errors.cu:[[@LINE-1]]:8: error[E0121]: macro name missing in `#define`

#define DUP(a, a) a
// CHECK: macro-errors.cu:[[@LINE-1]]:16: error[E0121]: duplicate macro parameter `a`

#define R 1
#define R 2
// CHECK: macro-errors.cu:[[@LINE-1]]:9: warning[E0135]: macro `R` redefined

TWO(1,
// CHECK: macro-errors.cu:[[@LINE-1]]:1: error[E0128]: unterminated argument list invoking macro `TWO`
