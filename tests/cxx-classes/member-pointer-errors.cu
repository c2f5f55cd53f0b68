// Misuses of pointers to members are errors with the operand's span, never a crash: a member
// pointer into a non-class type, a pointer to a reference member, `.*` with something that
// is not a member pointer, a member pointer of an unrelated class, a non-const member function
// called through a const object, an overloaded member function none of whose overloads has the
// member pointer's type, and a virtual member function (not supported yet).
// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not='error:'

struct A { int a; int &r; int f(); int g(int); int g(double); virtual int v(); };
struct B { int b; };
typedef int I;

void use(A &x, const A &cx, B &y) {
  // CHECK: member-pointer-errors.cu:[[@LINE+1]]:3: error: member pointer refers into non-class type `int` [E0{{[0-9]+}}]
  int I::*bad;
  // CHECK: member-pointer-errors.cu:[[@LINE+1]]:16: error: cannot form a pointer to a reference member [E0{{[0-9]+}}]
  int A::*pr = &A::r;
  int A::*pa = &A::a;
  // CHECK: member-pointer-errors.cu:[[@LINE+1]]:7: error: right operand of `.*` has type `int`, not a pointer to member [E0{{[0-9]+}}]
  x.*(x.a);
  // CHECK: member-pointer-errors.cu:[[@LINE+1]]:3: error: a pointer to member of `A` applied to an object of type `B` [E0{{[0-9]+}}]
  y.*pa;
  int (A::*pf)() = &A::f;
  // CHECK: member-pointer-errors.cu:[[@LINE+1]]:3: error: calling a member function of type `int ()` on a const object [E0{{[0-9]+}}]
  (cx.*pf)();
  int (A::*pg)(int) = &A::g;
  // CHECK: member-pointer-errors.cu:[[@LINE+1]]:25: error: `A::g` names 2 overloaded member functions [E0{{[0-9]+}}]
  int (A::*pgc)(char) = &A::g;
  // CHECK: member-pointer-errors.cu:[[@LINE+1]]:20: error: pointers to virtual member functions are not supported yet [E0{{[0-9]+}}]
  int (A::*pv)() = &A::v;
}
