// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
int runtime_value();
// CHECK: object-initializer.cu:[[@LINE+2]]:26: error: `@codegen` object initialized with a run-time value [E0606]
// CHECK: initialize a `@codegen` object with codegen constants and constants only
@codegen const int bad = runtime_value();
