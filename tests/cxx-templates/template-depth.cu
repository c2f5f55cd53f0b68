// Template instantiation depth is bounded at 1024 as in clang and g++ (it was 64), and
// `-ftemplate-depth=N` changes the bound. Deep nested instantiations of a class template and of
// a function template fit the compiler's stack; past the bound is the clear E0522 error.
// RUN: %circlec %s -o %t
// RUN: %t | FileCheck %s --check-prefix=OUT
// RUN: not %circlec -fsyntax-only -DDEEP %s 2>&1 | FileCheck %s --check-prefix=DEEP
// RUN: not %circlec -fsyntax-only -ftemplate-depth=50 %s 2>&1 | FileCheck %s --check-prefix=LIMIT
// RUN: %circlec -fsyntax-only -ftemplate-depth=3000 -DDEEP %s
// RUN: not %circlec -fsyntax-only -ftemplate-depth=x %s 2>&1 | FileCheck %s --check-prefix=BAD
#include <cstdio>

template <int N> struct Factorial {
  static constexpr unsigned long long value = N * Factorial<N - 1>::value;
};
template <> struct Factorial<0> {
  static constexpr unsigned long long value = 1;
};
static_assert(Factorial<20>::value == 2432902008176640000ULL, "20!");
// 100! wraps modulo 2^64 to 0 (it has 97 factors of two); the point is the depth.
static_assert(Factorial<100>::value == 0, "100! mod 2^64");

template <int N> struct Count {
  static constexpr int value = Count<N - 1>::value + 1;
};
template <> struct Count<0> {
  static constexpr int value = 0;
};
static_assert(Count<1000>::value == 1000, "1000 nested class instantiations");

template <int N> int count() {
  if constexpr (N == 0)
    return 0;
  else
    return count<N - 1>() + 1;
}

#ifdef DEEP
// DEEP: error: instantiating `Count` exceeds the depth limit of 1024 [E0522]
// Count<1000> exists already: 2100 down to 1001 is 1100 nested instantiations.
static_assert(Count<2100>::value == 2100, "");
#endif
// LIMIT: error: instantiating `Factorial` exceeds the depth limit of 50 [E0522]
// BAD: circlec: error: invalid value `x` in `-ftemplate-depth=`; expected a positive integer

int main() {
  // OUT: 1000 176640000
  printf("%d %d\n", count<1000>(), (int)(Factorial<20>::value % 1000000000));
  return 0;
}
