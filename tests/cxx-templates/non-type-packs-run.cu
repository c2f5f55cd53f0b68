// Non-type template parameter packs of class and alias templates: `template<int... Is>`
// with `sizeof...` and folds, a pack after a type parameter, an alias expanding a pattern
// (`IntList<(Is * 2)...>`), a partial specialization taking a pack apart, and libcu++'s
// `bool_constant<bool((_Preds && ...))>` folds (fold.h), empty packs included. Expanding what
// is not a pack is an error (`-DBAD`). The output matches g++'s.
// RUN: %circlec %s -o %t.exe && %t.exe | FileCheck %s
// RUN: not %circlec -fsyntax-only -DBAD %s 2>&1 | FileCheck %s --check-prefix=BAD
// CHECK: 3 6 2 3 6
#include <stdio.h>
template<int... Is> struct IntList { static const int size = sizeof...(Is); static int sum() { return (0 + ... + Is); } };
template<bool B> struct bool_constant { static const bool value = B; };
template<bool... Ps> using fold_and = bool_constant<bool((Ps && ...))>;
template<bool... Ps> using fold_or = bool_constant<bool((Ps || ...))>;
static_assert(fold_and<true, true>::value && !fold_and<true, false>::value, "and");
static_assert(fold_or<false, true>::value && !fold_or<false, false>::value, "or");
static_assert(fold_and<>::value && !fold_or<>::value, "empty packs");
template<class L> struct Count;
template<int... Is> struct Count<IntList<Is...>> { static const int value = sizeof...(Is); };
template<class T, int... Ns> struct Dims { static const int rank = sizeof...(Ns); };
template<int... Is> using Twice = IntList<(Is * 2)...>;
#ifdef BAD
template<int N> struct NotPack { typedef IntList<N...> type; };
// BAD: error: `N` is not a parameter pack [E0521]
NotPack<1>::type bad;
#endif
int main() {
  printf("%d %d %d %d %d\n", IntList<1, 2, 3>::size, IntList<1, 2, 3>::sum(), Count<IntList<4, 5>>::value, Dims<float, 2, 3, 4>::rank, Twice<1, 2>::sum());
}
