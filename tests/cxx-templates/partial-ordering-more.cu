// More partial ordering of function templates: template-ids with non-type arguments, pointer
// depth and cv, member function templates; the results are clang's.
// RUN: %circlec %s -o %t
// RUN: %t | FileCheck %s
// CHECK: 321321 121200
#include <stdio.h>
template<class T, int N> struct V { T v[N]; };
template<class T, int N> int a(const V<T, N>&) { return 1; }
template<int N> int a(const V<float, N>&) { return 2; }
template<class T> int a(const V<T, 3>&) { return 3; }
template<class T> int b(T) { return 1; }
template<class T> int b(T**) { return 2; }
template<class T> int b(const T**) { return 3; }
template<class T> int d(T, int) { return 1; }
template<class T> int d(T*, int) { return 2; }
struct S { template<class T> int m(T) { return 1; } template<class T> int m(T*) { return 2; } };
int main() {
  V<int, 2> vi; V<float, 2> vf; V<int, 3> v3;
  int* p = 0; int** pp = 0; const int** cpp = 0; S s;
  int r = a(vi) + a(vf) * 10 + a(v3) * 100 + b(p) * 1000 + b(pp) * 10000 + b(cpp) * 100000;
  int r2 = d(p, 1) * 100 + d(1, 1) * 1000 + s.m(p) * 10000 + s.m(1) * 100000;
  printf("%d %d\n", r, r2);
  return 0;
}
