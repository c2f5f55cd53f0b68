// Member function templates that differ only in `const` (`template<class T> T& acc()` and
// `template<class T> const T& acc() const`, libstdc++'s `_Any_data::_M_access` in
// <functional>) are ranked by their implicit object parameter as other members are: a const
// object calls the const one, a non-const object prefers the one that adds no `const`.
// RUN: %circlec %s -o %t && %t | FileCheck %s
// CHECK: 42 1 0
#include <stdio.h>

struct Any {
  void *acc() { return &d[0]; }
  const void *acc() const { return &d[0]; }
  template <typename T> T &acc() { return *static_cast<T *>(acc()); }
  template <typename T> const T &acc() const { return *static_cast<const T *>(acc()); }
  template <typename T> int which() & { return 0; }
  template <typename T> int which() && { return 1; }
  char d[16];
};

int get(const Any &a) { return a.acc<int>(); }

int main() {
  Any a;
  a.acc<int>() = 42;
  printf("%d %d %d\n", get(a), Any().which<int>(), a.which<int>());
}
