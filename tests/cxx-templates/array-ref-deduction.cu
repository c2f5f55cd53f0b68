// Template argument deduction from an array by reference `T (&xs)[N]`: the element type and
// the bound (typed as its parameter, `int` or `unsigned long`), and `const T (&)[N]` binds to
// a non-const array; two arrays of different sizes for one `N` do not deduce.
// RUN: %circlec %s -o %t
// RUN: %t | FileCheck %s
// RUN: not %circlec -fsyntax-only -DBAD %s 2>&1 | FileCheck %s --check-prefix=BAD
// CHECK: 6 1.5 3 2
// CHECK-NEXT: 5
// BAD: error: no matching function for call to `same_len`{{.*}}[E0520]
#include <cstdio>
template<class T, int N> T sum(const T (&xs)[N]) {
  T s = 0;
  for (int i = 0; i < N; ++i) s += xs[i];
  return s;
}
template<class T, unsigned long N> unsigned long count(T (&)[N]) { return N; }
template<class T, int N> int same_len(T (&)[N], T (&)[N]) { return N; }
void second(const int (&a)[3]) { printf("%d\n", a[1]); }

int main() {
  int arr[3] = {1, 2, 3};
  double d[2] = {0.5, 1.0};
  printf("%d %g %lu %d\n", sum(arr), sum(d), count(arr), same_len(d, d));
  int five[3] = {4, 5, 6};
  second(five);
#ifdef BAD
  int four[4] = {};
  same_len(arr, four);
#endif
  return 0;
}
