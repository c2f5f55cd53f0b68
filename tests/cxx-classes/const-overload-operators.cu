// A const/non-const pair of member operators (every container's `operator[]`): a non-const
// object takes the non-const one, a const object the const one; the implicit object parameter
// ranks like a reference binding ([over.ics.rank]/3.2.6). It was "use of `operator[]` is
// ambiguous".
// RUN: %circlec %s -o %t
// RUN: %t | FileCheck %s
#include <stdio.h>

struct V {
  float d[4];
  float& operator[](int i) { return d[i]; }
  const float& operator[](int i) const { return d[i]; }
  int operator*() { return 1; }
  int operator*() const { return 2; }
};

template <class T>
struct Box {
  T v;
  template <class I>
  T& operator()(I) { return v; }
  template <class I>
  const T& operator()(I) const { return v; }
};

int main() {
  V v = {{1, 2, 3, 4}};
  v[1] = 9;
  const V& c = v;
  Box<int> b = {5};
  b(0) = 6;
  const Box<int>& cb = b;
  // CHECK: 9 9 1 2 6 6
  printf("%g %g %d %d %d %d\n", v[1], c[1], *v, *c, b(0), cb(0));
  return 0;
}
