// Unbalanced brackets: each is reported where the closer was expected, and parsing continues
// with the next statement or declaration.
// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
__global__ void k(float* p, int n) {
  if (n > 0 {
// CHECK: unbalanced.cu:[[@LINE-1]]:13: error[E0201]: expected `)` to close the `if` condition, found `{` [expected-token]
    p[threadIdx.x = 0.0f;
// CHECK: unbalanced.cu:[[@LINE-1]]:25: error[E0201]: expected `]` to close the subscript, found `;` [expected-token]
  }
  k<<<1, 32>>>(p, n;
// CHECK: unbalanced.cu:[[@LINE-1]]:20: error[E0201]: expected `)` to close the argument list, found `;` [expected-token]
}
}
// CHECK: unbalanced.cu:[[@LINE-1]]:1: error[E0204]: unmatched `}` at namespace scope [expected-declaration]
// CHECK: 4 errors generated.
