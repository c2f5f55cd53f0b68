// A class template's assignment operator with a body is instantiated on its first use, like
// its other members: `pair<const int, int>`'s copy assignment, whose parameter type is
// `const __nonesuch&` and whose body could not be checked, is never called. One that is
// called is instantiated and runs.
// RUN: %circlec %s -o %t && %t | FileCheck %s
// CHECK: 3 4 1
#include <stdio.h>

struct Nonesuch {};
template <class T> struct Assignable { static const bool value = true; };
template <class T> struct Assignable<const T> { static const bool value = false; };
template <bool B, class T, class F> struct Cond { typedef T type; };
template <class T, class F> struct Cond<false, T, F> { typedef F type; };

template <class A, class B> struct Pr {
  A first;
  B second;
  int assigned = 0;
  Pr(A a, B b) : first(a), second(b) {}
  Pr &operator=(typename Cond<Assignable<A>::value, const Pr &, const Nonesuch &>::type p) {
    first = p.first;
    second = p.second;
    assigned = 1;
    return *this;
  }
};

int main() {
  Pr<const int, int> c(1, 2);
  Pr<int, int> a(0, 0), b(3, 4);
  a = b;
  printf("%d %d %d\n", a.first + c.first - 1, a.second, a.assigned);
}
