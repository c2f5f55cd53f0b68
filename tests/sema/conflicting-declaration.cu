// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
int h(int);
// CHECK: conflicting-declaration.cu:[[@LINE+2]]:6: error: conflicting declaration of `h` [E0304]
// CHECK: functions that differ only in their return type cannot be overloaded
long h(int);
