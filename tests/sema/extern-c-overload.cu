// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
extern "C" int cfun(int);
// CHECK: extern-c-overload.cu:[[@LINE+2]]:16: error: conflicting declaration of `cfun`{{.*}}[E0304]
// CHECK: `extern "C"` functions cannot be overloaded
extern "C" int cfun(double);
