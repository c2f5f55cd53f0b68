// `M v(A(1));` declares a variable initialized by a functional cast: a literal or an operator
// after `A(` cannot begin a parameter's declarator. libstdc++'s tests write
// `test_type v1(alloc_type(1));`, which was "expected a parameter type, found integer literal".
// `M g(A(x));` and `M h(A());` stay function declarations, as [dcl.ambig.res] says.
// g++ prints the same.
// RUN: %circlec --cudart=none %s -o %t && %t | FileCheck %s
#include <cstdio>

struct A {
  int n;
  A(int x = 5) : n(x) {}
};
struct M {
  int v;
  M(A a) : v(a.n) {}
};
namespace ns {
template <class T> struct B {
  int n;
  B(int x) : n(x) {}
  operator A() const { return A(n); }
};
} // namespace ns

A make() { return A(); }

int main() {
  M v1(A(1));
  M v2(ns::B<int>(2 + 1));
  M v3(A(-4));
  M g(A(x)); // a function taking an `A` named x
  M h(A());  // a function taking a function returning `A`
  // CHECK: 1 3 -4 7 5
  printf("%d %d %d %d %d\n", v1.v, v2.v, v3.v, g(A(7)).v, h(make).v);
  return 0;
}
M g(A x) { return M(x); }
M h(A (*f)()) { return M(f()); }
