// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
int f(int x) {
  switch (x) {
  case 1: return 1;
  // CHECK: duplicate-case.cu:[[@LINE+1]]:8: error[E0504]: duplicate case value 1 [duplicate-case]
  case 1: return 2;
  default: return 0;
  }
}
