// A pointer to a derived class converts better to a pointer to its base than to a pointer to
// its const base: the second is the first followed by a qualification conversion
// ([over.ics.rank]/3.2.1), as for `int*` to `int*` and to `const int*` (libstdc++'s
// `_Rb_tree::_S_minimum(_Base_ptr)` and `(_Const_Base_ptr)` called with a node pointer).
// RUN: %circlec %s -o %t && %t | FileCheck %s
// CHECK: 1 2 1
#include <stdio.h>

struct B { int v; };
struct D : B {};
struct E : D {};
int f(B *) { return 1; }
int f(const B *) { return 2; }

int main() {
  D d;
  const E e{};
  E m;
  printf("%d %d %d\n", f(&d), f(&e), f(&m));
}
