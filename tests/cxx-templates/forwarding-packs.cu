// Forwarding-reference parameter packs `Ts&&... xs`: each `Ts` is deduced as `A&` from an
// lvalue and `A` from an rvalue, and `std::forward<Ts>(xs)...` keeps each argument's value
// category; the instantiations mangle as clang's.
// RUN: %circlec %s -o %t
// RUN: %t | FileCheck %s
// RUN: %circlec --emit=llvm -S --sm 52 -O0 %s -o %t.ir
// RUN: FileCheck %s --check-prefix=IR < %t.ir.host.ll
// CHECK: lvalue 1
// CHECK-NEXT: rvalue 2
// CHECK-NEXT: a=7
// CHECK-NEXT: mixed 7 3 9
// IR-DAG: define linkonce_odr void @_Z1fIJRiEEvDpOT_(
// IR-DAG: define linkonce_odr void @_Z1fIJiEEvDpOT_(
// IR-DAG: define linkonce_odr void @_Z1hIJRiiRKiEEvDpOT_(
#include <cstdio>
#include <utility>
void g(int& x) { printf("lvalue %d\n", x); x = 7; }
void g(int&& x) { printf("rvalue %d\n", x); }
void g2(int& a, int&& b, const int& c) { printf("mixed %d %d %d\n", a, b, c); }
template<class... Ts> void f(Ts&&... xs) { g(std::forward<Ts>(xs)...); }
template<class... Ts> void h(Ts&&... xs) { g2(std::forward<Ts>(xs)...); }

int main() {
  int a = 1;
  f(a);
  f(2);
  printf("a=%d\n", a);
  const int c = 9;
  h(a, 3, c);
  return 0;
}
