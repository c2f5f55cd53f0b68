// A default template argument after a parameter pack sees the pack, deduced or left empty
// (`template<class... U, bool V = sizeof...(U) == 3, ...> tuple(const tuple<U...>&)`, tried
// and dropped when a tuple is constructed from its elements). A class template named there
// with the pack is instantiated with its elements, never with an error type.
// RUN: %circlec %s -o %t && %t | FileCheck %s
// CHECK: 3 0 2 1
#include <stdio.h>

template <class... T> struct List { static const int size = sizeof...(T); };
template <bool B, class T = int> struct En {};
template <class T> struct En<true, T> { typedef T type; };

template <class... U, int N = List<U...>::size> int count(U...) { return N; }
template <class... U, int N = List<U...>::size> int none() { return N; }
template <class... U, bool V = sizeof...(U) == 2, typename En<V>::type = 0> int pick(const List<U...> &) { return 2; }
int pick(...) { return 1; }

int main() {
  printf("%d %d %d %d\n", count(1, 'x', 2.0), none(), pick(List<int, char>()), pick(List<int>()));
}
