// `using Base::operator T;` in a derived class (as `std::atomic<int>` re-exports
// `__atomic_base<int>::operator int`): the base's conversion function stays usable on the
// derived class. (It was "no declaration `Base::operator <type>` to use".)
// RUN: %circlec %s -o %t && %t | FileCheck %s
// RUN: not %circlec -fsyntax-only -DBAD %s 2>&1 | FileCheck %s --check-prefix=BAD
#include <stdio.h>

template <class T> struct Base {
  T v;
  operator T() const { return v; }
  Base& operator=(T x) { v = x; return *this; }
};
template <class T> struct Derived : Base<T> {
  using Base<T>::operator T;
  using Base<T>::operator=;
};

#ifdef BAD
// BAD: using-conversion-function.cu:[[@LINE+1]]:14: error: no declaration `nowhere::operator {{.*}}` to use{{.*}}[E0301]
struct Bad { using nowhere::operator int; };
#endif

int main() {
  Derived<int> d;
  d.v = 41;
  int x = d;
  // CHECK: 42
  printf("%d\n", x + 1);
}
