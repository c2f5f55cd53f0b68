// A base class's injected-class-name found through a derived class, `D::B` (direct or
// indirect, through a virtual base too), as libstdc++ writes `__ostream_type::ios_base`.
// RUN: %circlec -fsyntax-only %s
struct A { enum { k = 3 }; typedef int type; };
struct B : A {};
struct C : virtual B { int c; };
B::A x;
C::A y;
int z = C::A::k;
C::A::type t = C::B::k;
