// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
int h(int);
// CHECK: conflicting-declaration.cu:[[@LINE+2]]:6: error[E0304]: conflicting declaration of `h` [conflicting-declaration]
// CHECK: functions that differ only in their return type cannot be overloaded
long h(int);
