// Overload ranking of reference bindings to class objects, for the class itself and for a
// derived class: `T&&` takes only rvalues and wins over `const T&` for them, `T&` takes only
// modifiable lvalues, and a derived object binds like the base part it converts to
// (libstdc++'s `_Vector_impl(const _Alloc&)` against `_Vector_impl(_Alloc&&)`). The output
// matches g++'s.
// REQUIRES: libcudart
// RUN: %circlec --sm 52 %s -o %t.exe && %t.exe | FileCheck %s
// CHECK: same: 1 3 2 2
// CHECK-NEXT: derived: 1 3 2 2
// CHECK-NEXT: ctor: 1 2
#include <stdio.h>
#include <utility>
struct Base { int v = 0; };
struct Derived : Base {};
int pick(const Base &) { return 1; }
int pick(Base &&) { return 2; }
int pick(Base &) { return 3; }
int pick_rvalue(const Base &) { return 1; }
int pick_rvalue(Base &&) { return 2; }
struct Impl : Base {
  int from = 0;
  Impl(const Base &b) : Base(b), from(1) {}
  Impl(Base &&b) : Base(std::move(b)), from(2) {}
};
int main() {
  const Base cb;
  Base b;
  printf("same: %d %d %d %d\n", pick(cb), pick(b), pick(std::move(b)), pick_rvalue(Base()));
  const Derived cd;
  Derived d;
  printf("derived: %d %d %d %d\n", pick(cd), pick(d), pick(std::move(d)), pick_rvalue(Derived()));
  Impl from_lvalue(cd);
  Impl from_rvalue(std::move(d));
  printf("ctor: %d %d\n", from_lvalue.from, from_rvalue.from);
}
