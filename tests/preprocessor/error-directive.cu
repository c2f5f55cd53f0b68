// #error is an error and #warning a warning; both quote the text as written.
// RUN: not %circlec -E %s 2>&1 | FileCheck %s

#warning this is only a warning, don't worry
// CHECK: error-directive.cu:[[@LINE-1]]:2: warning: #warning this is only a warning, don't worry [E0132]
#if 1
#error unsupported configuration: "x"
#endif
// CHECK: error-directive.cu:[[@LINE-2]]:2: error: #error unsupported configuration: "x" [E0131]
#if 0
#error not reached
#endif
// CHECK-NOT: not reached
