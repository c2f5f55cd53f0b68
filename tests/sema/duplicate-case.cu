// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
int f(int x) {
  switch (x) {
  case 1: return 1;
  // CHECK: duplicate-case.cu:[[@LINE+1]]:8: error: duplicate case value 1 [E0504]
  case 1: return 2;
  default: return 0;
  }
}
