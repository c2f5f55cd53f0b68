// `template<class T1, class T2> friend struct Pr;` in a class befriends every specialization
// of `Pr`, as `friend class X;` does: `Pr<int, int>` may use its base's private defaulted
// constructor and members (libstdc++'s `__pair_base`, whose constructors are private and
// which befriends `pair` this way).
// RUN: %circlec %s -o %t && %t | FileCheck %s
// CHECK: 30 10 2
#include <stdio.h>

template <typename U1, typename U2> class Base {
  template <typename T1, typename T2> friend struct Pr;
  Base() = default;
  int secret() const { return 2; }
};

template <typename T1, typename T2> struct Pr : private Base<T1, T2> {
  T1 first;
  T2 second;
  Pr(T1 a, T2 b) : first(a), second(b) {}
  int get() const { return this->secret(); }
};

int main() {
  Pr<int, int> p(30, 10);
  printf("%d %d %d\n", p.first, p.second, p.get());
}
