// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
void f(int x) {
  // CHECK: case-outside-switch.cu:[[@LINE+1]]:3: error: `case` label outside a `switch` [E0503]
  case 1: x = 2;
}
