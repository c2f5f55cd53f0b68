// Errors in #if expressions: each is reported at the offending token, and the group is skipped.
// RUN: not %circlec -E %s 2>&1 | FileCheck %s

#if 1 / 0
#endif
// CHECK: expression-errors.cu:[[@LINE-2]]:7: error: division by zero in preprocessor expression{{.*}}[E0134]
#if 1 % (2 - 2)
#endif
// CHECK: expression-errors.cu:[[@LINE-2]]:7: error: remainder by zero in preprocessor expression{{.*}}[E0134]
#if
#endif
// CHECK: expression-errors.cu:[[@LINE-2]]:2: error: `#if` with no expression{{.*}}[E0133]
#if (1 + 2
#endif
// CHECK: expression-errors.cu:[[@LINE-2]]:10: error: expected `)` in preprocessor expression{{.*}}[E0133]
#if 1 2
#endif
// CHECK: expression-errors.cu:[[@LINE-2]]:7: error: missing binary operator before `2`{{.*}}[E0133]
#if 1.0
#endif
// CHECK: expression-errors.cu:[[@LINE-2]]:5: error: floating constant in preprocessor expression{{.*}}[E0133]
#if defined
#endif
// CHECK: expression-errors.cu:[[@LINE-2]]:5: error: `defined` needs a macro name{{.*}}[E0133]
