// Non-type template parameter packs deduced from a template-id (`f(Idx<I...>)`, several packs in
// one signature as `std::pair`'s piecewise constructor has), GCC's `__integer_pack(N)...` (what
// libstdc++'s `make_index_sequence` expands), and a converting constructor template that needs
// more than one argument not counting as a conversion (`f(2)` for a `std::pair` parameter).
// Output compared with g++ 12.
// RUN: %circlec %s -o %t && %t | FileCheck %s
// RUN: not %circlec -fsyntax-only -DERRORS %s 2>&1 | FileCheck %s --check-prefix=ERR
#include <cstdio>
#include <utility>

template <typename... T> struct Tup {};
template <unsigned long... I> struct Idx {};
template <typename... A> int f1(Tup<A...>&) { return sizeof...(A); }
template <unsigned long... I> int f2(Idx<I...>) { return (0 + ... + I); }
template <typename... A, unsigned long... I> int f3(Tup<A...>&, Idx<I...>) { return sizeof...(A) * 10 + sizeof...(I); }
template <typename... A, unsigned long... I, typename... B, unsigned long... J>
int f4(Tup<A...>&, Tup<B...>&, Idx<I...>, Idx<J...>) { return sizeof...(A) * 1000 + sizeof...(B) * 100 + sizeof...(I) * 10 + sizeof...(J); }
template <unsigned long N> using Seq = Idx<__integer_pack(N)...>;
template <std::size_t... I> int sum(std::integer_sequence<std::size_t, I...>) { return (0 + ... + (int)I); }

int main() {
  Tup<int, char> t;
  Tup<> e;
  // CHECK: 2 6 21 2020 6 45
  printf("%d %d %d %d %d %d\n", f1(t), f2(Idx<1, 2, 3>()), f3(t, Idx<4>()), f4(t, e, Idx<0, 1>(), Idx<>()), f2(Seq<4>()),
         sum(std::make_index_sequence<10>()));
}

#ifdef ERRORS
void take(std::pair<const int, int>);
// ERR: value-pack-deduction-run.cu:[[@LINE+1]]:17: error: no matching function for call to `take` with argument types (int) [E0407]
void errors() { take(2); }
#endif
