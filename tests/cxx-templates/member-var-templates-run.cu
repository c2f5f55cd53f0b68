// Static data member templates (libstdc++'s `map::__usable_key<K>`, which stopped <map>): a
// variable template declared in a class, used unqualified in members, qualified from outside,
// and in `if constexpr` inside a class template. Output compared with g++ 12.
// RUN: %circlec %s -o %t && %t | FileCheck %s
#include <cstdio>

struct S {
  template <typename T> static constexpr bool is_int = false;
  template <typename T> static constexpr int size = sizeof(T) * 2;
  int f() { return is_int<int> + size<double>; }
};
template <class K> struct M {
  template <typename U> static constexpr bool usable = sizeof(U) == sizeof(K);
  bool g() {
    if constexpr (usable<int>)
      return true;
    else
      return false;
  }
};

int main() {
  S s;
  M<float> m;
  M<char> c;
  // CHECK: 16 2 1 0
  printf("%d %d %d %d\n", s.f(), S::size<char>, (int)m.g(), (int)c.g());
}
