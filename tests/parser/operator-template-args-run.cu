// Explicit template arguments on an operator function template, without `template`:
// `f.operator()<T>()` (libstdc++'s testsuite calls `test.operator()<std::bernoulli_distribution>()`
// so; it was "expected `(` after the type name in a functional cast"), `operator< <int>(a, b)`,
// and `a.operator<(b)` still a plain call. g++ prints the same.
// RUN: %circlec --cudart=none %s -o %t && %t | FileCheck %s
#include <cstdio>

struct F {
  template <class T> int operator()() const { return (int)sizeof(T); }
  template <class T> int operator()(T x) const { return (int)x + 1; }
};
struct V {
  int v;
  bool operator<(const V &o) const { return v < o.v; }
};
template <class T> bool operator<(const T &a, int b) { return (int)a.v * 10 < b; }

int main() {
  F f;
  V a{1}, b{2};
  // CHECK: 4 8 4 1 1 1
  printf("%d %d %d %d %d %d\n", f.operator()<int>(), f.operator()<double>(), f.operator()<long>(3), f.template operator()<char>(),
         (int)a.operator<(b), (int)operator< <V>(a, 11));
  return 0;
}
