// Ref-qualified member functions: `&`, `&&` and `const&` overloads of the same name and
// parameters are distinct declarations (also defined out of line), and the call picks one by the
// object's value category and constness: a named object is an lvalue, `std::move(x)` and a
// temporary are rvalues, and an rvalue prefers `&&` to `const&`. Mangled with `R`/`O` as g++ does.
// REQUIRES: libcudart
// RUN: %circlec --sm 52 %s -o %t.exe && %t.exe | FileCheck %s
// RUN: %circlec --sm 52 -c %s -o %t.o && nm %t.o | FileCheck %s --check-prefix=SYM
// CHECK: lvalue 1
// CHECK-NEXT: const lvalue 2
// CHECK-NEXT: rvalue 3
// CHECK-NEXT: rvalue 4
// CHECK-NEXT: const lvalue 5
// CHECK-NEXT: op lvalue 6
// CHECK-NEXT: op rvalue 7
// CHECK-NEXT: op const 8
// CHECK-NEXT: take lvalue
// SYM-DAG: _ZNR3Box3getEv
// SYM-DAG: _ZNO3Box3getEv
// SYM-DAG: _ZNKR3Box3getEv
#include <stdio.h>
#include <utility>

struct Box {
  int v;
  int get() &;
  int get() &&;
  int get() const &;
  int &operator*() & { printf("op lvalue %d\n", v); return v; }
  int &&operator*() && { printf("op rvalue %d\n", v); return std::move(v); }
  const int &operator*() const & { printf("op const %d\n", v); return v; }
  void take() & { printf("take lvalue\n"); }
  // Unqualified calls inside a member name `*this`, an lvalue.
  void again() { take(); }
};

int Box::get() & { printf("lvalue %d\n", v); return v; }
int Box::get() && { printf("rvalue %d\n", v); return v; }
int Box::get() const & { printf("const lvalue %d\n", v); return v; }

Box make(int v) { return Box{v}; }

int main() {
  Box a{1};
  a.get();
  const Box c{2};
  c.get();
  Box m{3};
  std::move(m).get();
  make(4).get();
  // A const rvalue binds only `const&`.
  std::move(static_cast<const Box &>(Box{5})).get();
  Box o{6};
  *o;
  *make(7);
  const Box k{8};
  *k;
  o.again();
  return 0;
}
