// `auto` variables and return types, `decltype`, `if constexpr` (the discarded branch of an
// instantiation is not instantiated: `fact<0>` does not recurse), and range-based `for` over
// arrays and classes with begin/end, in a host program that checks its own results.
// RUN: %circlec %s -o %t
// RUN: %t | FileCheck %s
// RUN: %circlec --dump-ast %s | FileCheck %s --check-prefix=AST
// CHECK: PASS 46
// AST: VarDecl __range 'int (&)[3]'
// AST: FunctionDecl twice 'double (double)' template<double> inline(template)
// AST: FunctionDecl fact 'int ()' template<0> inline(template)
// AST-NEXT: ReturnStmt
#include <cstdio>
template<class T, int N = 4> struct Vec {
  T v[N];
  T* begin() { return v; }
  T* end() { return v + N; }
  static constexpr int size = N;
};
template<class T> auto twice(T x) { return x + x; }
template<int N> int pick() { if constexpr (N > 2) { return 1; } else { return 2; } }
template<int N> int fact() { if constexpr (N == 0) return 1; else return N * fact<N - 1>(); }
struct R { int* b; int* e; int* begin() const { return b; } int* end() const { return e; } };
int main() {
  Vec<int> a;
  int k = 1;
  for (auto& x : a) x = k++;
  int s = 0;
  for (int x : a) s += x;
  int arr[3] = {5, 6, 7};
  for (const auto& x : arr) s += x;
  R r{arr, arr + 3};
  for (auto x : r) s += x;
  auto t = twice(2.5);
  decltype(s) u = s;
  const auto& cu = u;
  auto* p = &u;
  int ok = s == 10 + 18 + 18 && t == 5.0 && pick<3>() == 1 && pick<1>() == 2 && fact<5>() == 120 && cu == s && *p == s && Vec<int>::size == 4;
  printf("%s %d\n", ok ? "PASS" : "FAIL", s);
  return ok ? 0 : 1;
}
