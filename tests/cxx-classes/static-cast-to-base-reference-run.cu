// `static_cast<Base&&>(derived)` names the base subobject as an xvalue, and
// `static_cast<Base&>(derived)` as an lvalue, whatever the operand's category: libstdc++'s
// `_Tuple_impl(_Tuple_impl&&)` moves its base with it. The output matches g++'s.
// REQUIRES: libcudart
// RUN: %circlec --sm 52 %s -o %t.exe && %t.exe | FileCheck %s
// CHECK: 2 1 2 7
#include <stdio.h>
struct Base { int v = 7; };
struct Derived : Base {};
int which(Base &) { return 1; }
int which(Base &&) { return 2; }
int from_param(Derived &&d) { return which(static_cast<Base &&>(d)); }
int main() {
  Derived d;
  printf("%d %d %d %d\n", which(static_cast<Base &&>(d)), which(static_cast<Base &>(d)), from_param(static_cast<Derived &&>(d)),
         static_cast<const Base &>(d).v);
}
