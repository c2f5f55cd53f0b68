// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: division-by-zero.cu:[[@LINE+1]]:21: error: division by zero in a constant expression [E0316]
constexpr int bad = 1 / 0;
