// `std::initializer_list<E>` from a braced list ([dcl.init.list]/5), with GCC's
// <initializer_list>: the elements initialize a temporary array of `const E` that the list
// points into, and `size()`, `begin()`, `end()` and range-for read it. Elements are converted
// to `E` (a `char` widened to an `int`, an `int` to a `double`).
// RUN: %circlec %s -o %t && %t | FileCheck %s
// CHECK: 3 42 45
// CHECK: 0 1
// CHECK: 2.5
#include <cstdio>
#include <initializer_list>

static int sum(std::initializer_list<int> l) {
  int s = 0;
  for (int x : l) s += x;
  return s;
}

int main() {
  std::initializer_list<int> l{40, 2, 'x' - 'x'};
  int s = 0;
  for (const int *p = l.begin(); p != l.end(); ++p) s += *p;
  std::initializer_list<int> copy = l;
  std::printf("%d %d %d\n", (int)l.size(), s, sum(copy) + 3);
  std::initializer_list<long> empty = {};
  std::initializer_list<double> one = {2};
  std::printf("%d %d\n", (int)empty.size(), (int)one.size());
  std::printf("%.1f\n", *one.begin() + 0.5);
}
