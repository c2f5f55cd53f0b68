// `==` and `!=` on pointers to members, with `nullptr` or another one: data member pointers
// compare their offsets (null is -1), member function pointers their function and, unless null,
// their `this` adjustment. A comparison with `nullptr` produced no value at all (the call it
// was an argument of lost the argument), so `std::function<int(X&)> f = mp;` (libstdc++'s
// 57465.cc), which tests the member pointer against null, misbehaved; two member pointers were
// "invalid operands to `==`". g++ prints the same.
// RUN: %circlec --cudart=none %s -o %t && %t | FileCheck %s
#include <cstdio>
#include <functional>

struct X {
  int a = 1, b = 2;
  int f() { return 3; }
  int g() { return 4; }
};

int main() {
  int X::*mp = nullptr;
  int X::*ma = &X::a;
  int X::*mb = &X::b;
  int (X::*mf)() = nullptr;
  int (X::*pf)() = &X::f;
  int (X::*pg)() = &X::g;
  // CHECK: data 1 0 0 1 1
  printf("data %d %d %d %d %d\n", mp == nullptr, ma == nullptr, ma == mb, ma != mb, ma == &X::a);
  // CHECK-NEXT: fn 1 0 0 1 1
  printf("fn %d %d %d %d %d\n", mf == nullptr, pf == nullptr, pf == pg, pf != pg, pf == &X::f);
  std::function<int(X &)> fn = mf;
  std::function<int(X &)> fp = pf;
  X x;
  // CHECK-NEXT: function 0 1 3
  printf("function %d %d %d\n", (int)(bool)fn, (int)(bool)fp, fp(x));
  return 0;
}
