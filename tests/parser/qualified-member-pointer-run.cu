// Pointers to members of a class named with a qualifier: `int (::X::* p)(float)` and
// `int ns::Y::* q`, as libstdc++'s reference_wrapper tests write them. They were "expected `,`
// or `)` in the parameter list, found `::`". g++ prints the same.
// RUN: %circlec --cudart=none %s -o %t && %t | FileCheck %s
#include <cstdio>

struct X {
  int foo(float f) { return (int)f + 1; }
  int foo_c(float f) const { return (int)f + 2; }
};
namespace ns {
struct Y {
  int v = 5;
};
} // namespace ns

int main() {
  ::X x;
  int (::X::*p_foo)(float) = &::X::foo;
  int (::X::*p_foo_c)(float) const = &::X::foo_c;
  int ns::Y::*q = &ns::Y::v;
  ns::Y y;
  // CHECK: 3 4 5
  printf("%d %d %d\n", (x.*p_foo)(2.0f), (x.*p_foo_c)(2.0f), y.*q);
  return 0;
}
