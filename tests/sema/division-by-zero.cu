// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: division-by-zero.cu:[[@LINE+1]]:21: error[E0316]: division by zero in a constant expression [division-by-zero]
constexpr int bad = 1 / 0;
