// What instantiating a class template instantiates ([temp.inst]): the declarations of its
// members, not their definitions.
// - A member function's signature only names the class template instances in it: `E<U<int,
//   E, C>, T> neg() const` in `E<C, T>` would otherwise instantiate a bigger `E` without end;
//   the instance is made when a use needs it complete (the call below).
// - A member class is defined when first needed complete (`Box<Incomplete>::Slot`, which holds
//   a `T` by value, is never defined).
// - A constructor or destructor with a body, in the class or out of it, is checked on its first
//   use; a destructor's uses are the objects it destroys (variables, temporaries, members of a
//   class whose destructor is defined, `delete`, by-value parameters).
// - A partial specialization whose pattern names a class template as a template template
//   argument (`BC<O, VA, T>`) matches, also in a function template's signature.
// RUN: %circlec %s -o %t && %t | FileCheck %s
// CHECK: neg -5
// CHECK: box 7 slot 8
// CHECK: destroyed 4
// CHECK: bc 3
#include <stdio.h>

template <class O, template <class, class> class M, class C> struct U { C c; };
template <class C, class T> struct E {
  C c;
  E<U<int, E, C>, T> neg() const { return E<U<int, E, C>, T>{U<int, E, C>{c}}; }
  E<U<long, E, C>, T> twice() const;
};
template <class C> int value(const C& c) { return c; }
template <class O, template <class, class> class M, class C> int value(const U<O, M, C>& u) { return -value(u.c); }

static int destroyed = 0;
template <class T> struct Box {
  struct Slot { T v; int extra() const { return sizeof(T) + 4; } };
  T* p = nullptr;
  Box() {}
  Box(const T* from, unsigned long n);
  ~Box() { static_assert(sizeof(T) > 0, "destroying a Box<T> needs T complete"); ++destroyed; delete p; }
};
template <class T> Box<T>::Box(const T* from, unsigned long n) { static_assert(sizeof(T) > 0, "needs T"); p = new T(from[n]); }

struct Incomplete;
struct Holder {
  Box<Incomplete> box; // neither ~Box<Incomplete> nor Box<Incomplete>::Slot is needed
  ~Holder();           // defined elsewhere (never, here)
};

template <class T> void take(Box<T>) {}

template <class A, class B> class VA;
template <class O, template <class, class> class M, class D> struct BC;
template <class O, class T> struct BC<O, VA, T> { BC(T a) : x(a) {} T x; };
template <class T> E<BC<int, VA, T>, T> make(T a) { return E<BC<int, VA, T>, T>{BC<int, VA, T>(a)}; }

int main() {
  E<int, int> e{5};
  printf("neg %d\n", value(e.neg().c));
  int seven = 7;
  Box<int> b(&seven, 0);
  Box<int>::Slot s{1};
  printf("box %d slot %d\n", *b.p, s.extra());
  {
    Box<int> local;
    Box<int>* heap = new Box<int>();
    delete heap;
    take(Box<int>());
    Box<int> arr[1];
  }
  printf("destroyed %d\n", destroyed);
  printf("bc %d\n", make(3).c.x);
  (void)sizeof(Holder);
  return 0;
}
