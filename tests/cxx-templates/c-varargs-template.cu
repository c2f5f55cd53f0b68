// A function template whose parameters end in C's `...` takes any number of further
// arguments: `template<class, class> static false_type __test(...)` is the fallback of
// libstdc++'s detection idiom (`is_convertible`, `<array>`'s swappable checks) when SFINAE
// drops `__test(int)`. (It was "`__test` expects 0 argument(s), but 1 were given".)
// RUN: %circlec %s -o %t && %t | FileCheck %s
#include <stdio.h>

struct Yes { static const int value = 1; };
struct No { static const int value = 0; };

template <class From, class To> struct Convertible {
  template <class T> static void take(T);
  template <class F, class T, class = decltype(take<T>(*(F*)0))> static Yes test(int);
  template <class, class> static No test(...);
  typedef decltype(test<From, To>(0)) type;
};

struct Opaque {};
template <class T> int count(const char*, ...) { return (int)sizeof(T); }

int main() {
  // CHECK: 1 0 8
  printf("%d %d %d\n", Convertible<int, long>::type::value, Convertible<Opaque, int>::type::value, count<double>("x", 1, 2.0));
}
