// Braced lists where the standard makes them a `std::initializer_list`: the range of a
// range-`for` (`for (auto t : {"a", "b"})`), `auto l = {1, 2, 3};`, a functional cast
// `std::initializer_list<char>{'l', 'i'}`, and a braced argument of a parenthesized
// initializer (`std::vector<int> v({1, 2, 3})`), where the `initializer_list` constructor beats
// the copy constructor reached through a conversion ([over.ics.rank]/3.1:
// `std::multimap<int, double> m({{1, 1.0}, ...})` was "call to `multimap` is ambiguous"). Each
// was an error ("a braced list has no type here"); libstdc++'s tests use them all.
// g++ prints the same.
// RUN: %circlec --cudart=none %s -o %t && %t | FileCheck %s
// RUN: not %circlec -fsyntax-only -DMIXED %s 2>&1 | FileCheck %s --check-prefix=MIXED
#include <cstdio>
#include <initializer_list>
#include <map>
#include <string>
#include <vector>

#ifdef MIXED
// MIXED: error: cannot deduce `std::initializer_list<E>`: the elements are `int` and `double`
void f() { auto l = {1, 2.0}; }
#endif

int main() {
  // CHECK: mt19937 prng rand_s
  for (auto token : {"mt19937", "prng", "rand_s"})
    printf("%s ", token);
  printf("\n");
  auto l = {1, 2, 3};
  int sum = 0;
  for (int x : l)
    sum += x;
  for (double d : {1.5, 2.5})
    sum += (int)d;
  // CHECK-NEXT: sum 9 size 3
  printf("sum %d size %zu\n", sum, l.size());
  std::vector<int> v({4, 5, 6});
  std::string s({'a', 'b'});
  typedef std::initializer_list<char> list;
  std::string t(list{'l', 'i'});
  std::multimap<int, double> m({{1, 1.0}, {1, 2.0}, {1, 237.0}});
  // CHECK-NEXT: 3 6 ab li 3 237
  printf("%zu %d %s %s %zu %.0f\n", v.size(), v[2], s.c_str(), t.c_str(), m.size(), m.rbegin()->second);
  return 0;
}
