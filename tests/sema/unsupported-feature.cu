// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
struct B {};
// CHECK: unsupported-feature.cu:[[@LINE+1]]:1: error[E0317]: base classes are not supported yet [unsupported-feature]
struct D : B {};
