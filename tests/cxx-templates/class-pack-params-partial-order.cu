// A constructor template whose parameters are the class's pack (`tuple(const _Elements&...)` in
// `tuple<_Elements...>`) has a plain parameter list once the class is instantiated, so it is more
// specialized than one with a pack of its own (`tuple(_UElements&&...)`) when both bind a const
// lvalue exactly ([temp.deduct.partial]/11): libstdc++'s `map<string, int>::operator[]` builds
// `tuple<const string&>` that way. Output equal to g++ 12's.
// RUN: %circlec %s -o %t && %t | FileCheck %s
#include <cstdio>
template<class... E> struct Tup {
  int which;
  template<bool B = true> Tup(const E&...) : which(1) {}
  template<class... U> Tup(U&&...) : which(2) {}
};
int main() {
  const int k = 3;
  int m = 4;
  Tup<int> a(k);
  Tup<int> b(m);
  Tup<const int&, long> c(k, 5L);
  // CHECK: 1 2 2
  std::printf("%d %d %d\n", a.which, b.which, c.which);
}
