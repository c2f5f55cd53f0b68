// #error is an error and #warning a warning; both quote the text as written.
// RUN: not %circlec -E %s 2>&1 | FileCheck %s

#warning this is only a warning, don't worry
// CHECK: error-directive.cu:[[@LINE-1]]:2: warning[E0132]: #warning this is only a warning, don't worry [warning-directive]
#if 1
#error unsupported configuration: "x"
#endif
// CHECK: error-directive.cu:[[@LINE-2]]:2: error[E0131]: #error unsupported configuration: "x" [error-directive]
#if 0
#error not reached
#endif
// CHECK-NOT: not reached
