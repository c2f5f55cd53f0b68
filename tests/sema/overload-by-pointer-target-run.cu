// An overloaded function name, or the address of an overloaded member function, that
// initializes a function pointer or member function pointer chooses the overload of that
// pointer's type ([over.over]): libstdc++'s testsuite initializes
// `iterator (C::*_F_insert_point)(const_iterator, const value_type&)` with
// `&container_type::insert_after`, which names four overloads. Without a target it stays an
// error that says how to choose.
// RUN: %circlec %s -o %t && %t
// RUN: not %circlec -fsyntax-only -DBAD %s 2>&1 | FileCheck %s
// CHECK: error: `C::f` names 3 overloaded member functions
// CHECK: initialize a member function pointer of the overload's type with it
struct C {
  int f(int) { return 1; }
  int f(double) { return 2; }
  int f(int) const { return 3; }
};
int g(int) { return 10; }
int g(double) { return 20; }
struct Holder {
  int (C::*p)(double);
  Holder() : p(&C::f) {}
};
int main() {
  int (C::*q)(int) = &C::f;
  int (C::*qc)(int) const = &C::f;
  int (*pg)(double) = g;
  int (*pg2)(int) = &g;
  Holder h;
  C c;
#ifdef BAD
  auto bad = &C::f;
#endif
  return (c.*q)(1) + (c.*h.p)(1.0) + (c.*qc)(1) + pg(1.0) + pg2(1) == 36 ? 0 : 1;
}
