// Constructors inherited through a chain of classes that each inherit their base's
// (`using _Base::_Base;` five times in a row in libstdc++'s `<variant>`): the outermost class
// offers the innermost one's constructors and constructor templates. Only the direct base's
// were offered, so `_Base(__i, args...)` was "expects 0 argument(s), but 1 were given".
// g++ prints the same.
// RUN: %circlec --cudart=none %s -o %t && %t | FileCheck %s
#include <cstdio>

template <int N> struct tag {};

struct Storage {
  int v;
  Storage(int a, int b) : v(a * 10 + b) {}
  template <int N> Storage(tag<N>, int x) : v(N * 100 + x) {}
};
struct Level1 : Storage {
  using Storage::Storage;
};
template <class B> struct Level2 : B {
  using _Base = B;
  using _Base::_Base;
};
struct Top : Level2<Level2<Level1>> {
  using _Base = Level2<Level2<Level1>>;
  using _Base::_Base;
};

int main() {
  Top a(4, 2);
  Top b(tag<3>{}, 7);
  // CHECK: 42 307
  printf("%d %d\n", a.v, b.v);
  return 0;
}
