// A member class declared in a class template and defined outside it
// (`template<class T> class Outer<T>::Inner { ... };`, as libstdc++ defines
// `basic_ostream<C, T>::sentry`): each instance's member class takes the definition, with its
// in-class member functions, once, whether the instance was made before or after it.
// RUN: %circlec %s -o %t && %t | FileCheck %s
#include <cstdio>
template<class T> struct Outer {
  class Inner;
  T v;
  int use() const;
};
// Instantiated before the member class is defined.
Outer<char> early{5};
template<class T> class Outer<T>::Inner {
public:
  explicit Inner(const Outer& o) : ok(o.v > 0) {}
  explicit operator bool() const { return ok; }
  T twice(T x) const { return x * 2; }
private:
  bool ok;
};
template<class T> int Outer<T>::use() const {
  Inner s(*this);
  if (s) return (int)s.twice(v);
  return -1;
}
int main() {
  Outer<int> a{3};
  Outer<double> b{-1};
  Outer<int>::Inner i(a);
  // CHECK: 6 -1 1 10
  printf("%d %d %d %d\n", a.use(), b.use(), (bool)i, early.use());
}
