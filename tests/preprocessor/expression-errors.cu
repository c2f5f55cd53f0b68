// Errors in #if expressions: each is reported at the offending token, and the group is skipped.
// RUN: not %circlec -E %s 2>&1 | FileCheck %s

#if 1 / 0
#endif
// CHECK: expression-errors.cu:[[@LINE-2]]:7: error[E0134]: division by zero in preprocessor expression
#if 1 % (2 - 2)
#endif
// CHECK: expression-errors.cu:[[@LINE-2]]:7: error[E0134]: remainder by zero in preprocessor expression
#if
#endif
// CHECK: expression-errors.cu:[[@LINE-2]]:2: error[E0133]: `#if` with no expression
#if (1 + 2
#endif
// CHECK: expression-errors.cu:[[@LINE-2]]:10: error[E0133]: expected `)` in preprocessor expression
#if 1 2
#endif
// CHECK: expression-errors.cu:[[@LINE-2]]:7: error[E0133]: missing binary operator before `2`
#if 1.0
#endif
// CHECK: expression-errors.cu:[[@LINE-2]]:5: error[E0133]: floating constant in preprocessor expression
#if defined
#endif
// CHECK: expression-errors.cu:[[@LINE-2]]:5: error[E0133]: `defined` needs a macro name
