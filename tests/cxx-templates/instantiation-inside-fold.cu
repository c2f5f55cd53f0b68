// A class or variable template instantiated while a pack expansion is being expanded (a
// fold over `is_copy_constructible_v<Ts>`, as `<variant>`'s `_Traits` has) is not part of
// that expansion: its own packs (`And<B1, B2>` of a variadic primary) are whole. (An
// instantiation for the fold's second element read its packs at the fold's index: "use of
// undeclared identifier `_B1::value`".)
// The library's own traits are the reproduction (`<variant>`'s pattern); the classes below
// restate their shape.
// RUN: %circlec %s -o %t && %t | FileCheck %s
#include <stdio.h>
#include <type_traits>

template <class... Ts> struct LibTraits {
  static constexpr bool copy = (std::is_copy_constructible_v<Ts> && ...);
  static constexpr bool trivial = (std::is_trivially_copy_constructible_v<Ts> && ...);
};

template <class T, T V> struct Constant { static constexpr T value = V; };
using True = Constant<bool, true>;
template <bool C, class T, class F> struct Cond { template <class A, class B> using type = A; };
template <> struct Cond<false, int, int> { template <class A, class B> using type = B; };
template <bool C, class T, class F> using cond_t = typename Cond<C, int, int>::template type<T, F>;

template <class...> struct And;
template <class B1> struct And<B1> : B1 {};
template <class B1, class B2> struct And<B1, B2> : cond_t<B1::value, B2, B1> {};

template <class T, bool = (sizeof(T) > 0)> struct CopyImpl;
template <class T> struct CopyImpl<T, true> : Constant<bool, __is_constructible(T, const T&)> {};
template <class T> struct IsCopy : CopyImpl<T> {};
template <class T, bool = (sizeof(T) > 0)> struct TrivialImpl;
template <class T> struct TrivialImpl<T, true> : And<CopyImpl<T>, Constant<bool, __is_trivially_constructible(T, const T&)>> {};
template <class T> struct IsTrivial : TrivialImpl<T> {};
template <class T> constexpr bool is_copy_v = IsCopy<T>::value;
template <class T> constexpr bool is_trivial_v = IsTrivial<T>::value;

struct Counted { Counted(const Counted&); };

template <class... Ts> struct Traits {
  static constexpr bool copy = (is_copy_v<Ts> && ...);
  static constexpr bool trivial = (is_trivial_v<Ts> && ...);
};

int main() {
  // CHECK: 1 1 1 0 1
  printf("%d %d %d %d %d\n", (int)Traits<int, float>::copy, (int)Traits<int, float>::trivial, (int)Traits<int, Counted>::copy,
         (int)Traits<int, Counted>::trivial, (int)LibTraits<int, float>::trivial);
}
