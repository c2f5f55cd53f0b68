// A function template named only in an unevaluated operand (`decltype`, `sizeof`) is
// declared, not defined: its body, here a static assertion that fails as `std::declval`'s
// does, is instantiated only at an evaluated use ([temp.inst]). libstdc++'s `common_type`
// computes its result as `decltype(true ? declval<T>() : declval<U>())`. (The assertion
// fired: "declval() must not be used!".)
// RUN: %circlec %s -o %t && %t | FileCheck %s
// RUN: not %circlec -fsyntax-only -DBAD %s 2>&1 | FileCheck %s --check-prefix=BAD
#include <stdio.h>

template <class T> struct Never { static constexpr bool value = false; };
template <class T> T&& fake() {
  // BAD: unevaluated-no-body.cu:[[@LINE+1]]:3: error: static assertion failed: fake() must not be used{{.*}}[E0{{[0-9]+}}]
  static_assert(Never<T>::value, "fake() must not be used");
  return static_cast<T&&>(*(T*)0);
}
template <class T, class U> using cond_t = decltype(true ? fake<T>() : fake<U>());
template <class T> int twice(T x) { return (int)(x * 2); }
// A constexpr function in an unevaluated operand is still evaluated where a constant is needed.
template <int N> struct K { static constexpr int v = N; };
template <class T> struct Box { static constexpr int size() { return sizeof(T) * 2; } };
template <class T> constexpr int doubled() { return sizeof(T) * 2; }

int main() {
  cond_t<long, int> a = 40;
  decltype(twice(1.5)) b = 2;
  decltype(K<Box<int>::size()>{}) k1;
  decltype(K<doubled<short>()>{}) k2;
  // CHECK: 8 42 4 8 4
  printf("%d %d %d %d %d\n", (int)sizeof(a), (int)a + b, (int)sizeof(fake<int>()), k1.v, k2.v);
#ifdef BAD
  fake<int>();
#endif
}
