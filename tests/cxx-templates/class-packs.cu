// Class template parameter packs: a recursive Tuple through a partial specialization
// `Tuple<T, Rest...>`, `sizeof...` of a class pack, a pack deduced from a template-id pattern
// (`Length<TypeList<Ts...>>`), `Tuple<Ts...>` from a function pack, and deduction of `T` and
// `N` through `const Vec<T, N>&` parameters.
// RUN: %circlec %s -o %t
// RUN: %t | FileCheck %s
// CHECK: PASS
// CHECK: PASS
#include <cstdio>
template<class... Ts> struct Tuple { static constexpr int size = sizeof...(Ts); };
template<class T, class... Rest> struct Tuple<T, Rest...> {
  static constexpr int size = 1 + sizeof...(Rest);
  T head;
  Tuple<Rest...> tail;
};
template<class... Ts> struct TypeList {};
template<class L> struct Length;
template<class... Ts> struct Length<TypeList<Ts...>> { static constexpr int value = sizeof...(Ts); };
template<class... Ts> Tuple<Ts...> make(Ts... args) { Tuple<Ts...> t; return t; }
static_assert(Tuple<>::size == 0, "empty");
static_assert(Tuple<int, float, char>::size == 3, "three");
static_assert(Length<TypeList<int, int>>::value == 2, "len");
int tuple_main() {
  Tuple<int, double> t;
  t.head = 3; t.tail.head = 0.5;
  auto u = make(1, 2.0, 'c');
  int ok = t.head == 3 && t.tail.head == 0.5 && sizeof(Tuple<int, int>) == 12 && sizeof(u) > 0;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok;
}
template<class T, int N> struct Vec { T v[N]; };
template<class T, int N> T sum(const Vec<T, N>& a) { T s = 0; for (int i = 0; i < N; ++i) s += a.v[i]; return s; }
template<class T> T first(Vec<T, 2> a) { return a.v[0]; }
int main() { Vec<int, 3> a = {{1, 2, 3}}; Vec<float, 2> b = {{1.5f, 2}}; int ok = sum(a) == 6 && sum(b) == 3.5f && first(b) == 1.5f; printf("%s\n", ok ? "PASS" : "FAIL"); return !(ok && tuple_main()); }
