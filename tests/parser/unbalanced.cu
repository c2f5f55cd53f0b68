// Unbalanced brackets: each is reported where the closer was expected, and parsing continues
// with the next statement or declaration.
// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
__global__ void k(float* p, int n) {
  if (n > 0 {
// CHECK: unbalanced.cu:[[@LINE-1]]:13: error: expected `)` to close the `if` condition, found `{` [E0201]
    p[threadIdx.x = 0.0f;
// CHECK: unbalanced.cu:[[@LINE-1]]:25: error: expected `]` to close the subscript, found `;` [E0201]
  }
  k<<<1, 32>>>(p, n;
// CHECK: unbalanced.cu:[[@LINE-1]]:20: error: expected `)` to close the argument list, found `;` [E0201]
}
}
// CHECK: unbalanced.cu:[[@LINE-1]]:1: error: unmatched `}` at namespace scope [E0204]
// CHECK: 4 errors generated.
