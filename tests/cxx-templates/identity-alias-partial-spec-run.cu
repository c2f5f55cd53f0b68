// A partial specialization written through an alias template that stands for one of its
// parameters, with a constraint in the others (libstdc++'s `tuple_size<const
// __enable_if_has_tuple_size<_Tp>>`, which `std::tuple_cat` needs for `const tuple<>`): the
// alias's parameter deduces from the argument, `const P` matches only a const argument, and the
// constraint is checked when the result is substituted. A specialization whose check
// instantiates the template being chosen again is bounded by the instantiation depth (an error
// under SFINAE, no stack overflow).
// RUN: %circlec %s -o %t && %t | FileCheck %s
// RUN: not %circlec -fsyntax-only -DRECURSIVE %s 2>&1 | FileCheck --check-prefix=REC %s
// CHECK: sizes 2 0 3
// CHECK: cat 1 2
// REC: error:
#include <cstdio>
#include <tuple>

template <class T> struct Count;
template <class T, class = typename Count<T>::tag> using HasCount = T;
template <class T> struct Count<const HasCount<T>> { static const int value = Count<T>::value; };
struct Three { using tag = int; };
template <> struct Count<Three> { using tag = int; static const int value = 3; };

#ifdef RECURSIVE
template <class T> struct S;
template <class T, int = S<T>::value> using Chk = T;
template <class T> struct S<Chk<T>> { static const int value = 1; };
int recursive = S<int>::value;
#endif

int main() {
  printf("sizes %zu %zu %d\n", std::tuple_size<const std::tuple<int, int>>::value, std::tuple_size<const std::tuple<>>::value,
         Count<const Three>::value);
  const std::tuple<> empty;
  auto t = std::tuple_cat(std::make_tuple(1), empty, std::make_tuple(2));
  printf("cat %d %d\n", std::get<0>(t), std::get<1>(t));
  return 0;
}
