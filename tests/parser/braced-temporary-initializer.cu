// A declarator followed by `(` is a function declaration only when a parameter declaration
// follows: `I i(A{})` initializes `i` from a braced temporary (a type name then `{` is never a
// parameter's type), also with a qualified or template type and in a declarator list, while
// `I f(A)` and `I g(A a)` still declare functions.
// RUN: %circlec %s -o %t
// RUN: %t | FileCheck %s
// RUN: %circlec --dump=syntax %s | FileCheck %s --check-prefix=TREE
#include <stdio.h>

struct A { int v = 4; };
namespace ns { template <class T> struct B { T v; }; }
struct I {
  I(A a) : x(a.v) {}
  I(ns::B<int> b, int k) : x(b.v + k) {}
  int x;
};
I f(A);
I g(A a);

int main() {
  I i4(A{});
  I i5(ns::B<int>{7}, 1), i6(A{});
  // CHECK: 4 8 4
  printf("%d %d %d\n", i4.x, i5.x, i6.x);
  return 0;
}
// TREE: (var i4 I (paren-init (construct{} A)))
