// Overloaded operators that do not resolve: no candidate (each listed with why it failed),
// and two equally good candidates.
// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s

struct A {
  int v;
  __device__ A operator+(const A &o) const { return A{v + o.v}; }
};
struct B {
  int v;
};
__device__ B operator-(const B &x, int y) { return B{x.v - y}; }
__device__ B operator-(const B &x, long y) { return B{x.v - (int)y}; }
__device__ B operator-(const B &x, unsigned y) { return B{x.v - (int)y}; }

__device__ void f(A a, B b, int *p) {
  // CHECK: error: no matching `operator+` for operands of types (A, int *){{.*}}[E0407]
  // CHECK: candidate `operator+ A (const A &) const`: operand 2: no conversion from `int *` to `const A &`
  a + p;
  // CHECK: error: use of `operator-` is ambiguous for operands of types (B, double){{.*}}[E0408]
  // CHECK: candidate `operator-
  // CHECK: candidate `operator-
  b - 1.5;
}
