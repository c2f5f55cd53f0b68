// Constant evaluation is bounded as in clang: 1048576 steps (`-fconstexpr-steps=N`) and 512
// nested calls (`-fconstexpr-depth=N`); past a bound is E0002 naming the bounds and the options.
// RUN: %circlec %s -o %t && %t | FileCheck %s --check-prefix=OUT
// RUN: not %circlec -fsyntax-only -DDEPTH=600 %s 2>&1 | FileCheck %s --check-prefix=DEPTH
// RUN: %circlec -fsyntax-only -DDEPTH=600 -fconstexpr-depth=700 %s
// RUN: not %circlec -fsyntax-only -DSTEPS=100000 -fconstexpr-steps=1000 %s 2>&1 | FileCheck %s --check-prefix=STEPS
// RUN: %circlec -fsyntax-only -DSTEPS=100000 %s
// RUN: not %circlec -fsyntax-only -fconstexpr-steps=0 %s 2>&1 | FileCheck %s --check-prefix=BAD
#include <cstdio>

constexpr long deep(int n) { if (n == 0) return 0; { return 1 + deep(n - 1); } }
constexpr long sum(int n) { long s = 0; for (int i = 0; i < n; ++i) s += i; return s; }

// 500 nested calls fit the default bound (clang's and g++'s 512).
static_assert(deep(500) == 500, "");
#ifdef DEPTH
static_assert(deep(DEPTH) == DEPTH, "");
// DEPTH: error: evaluating a `static_assert` condition takes more than 1048576 steps or 512 nested calls [E0002]
// DEPTH: `-fconstexpr-steps=N` and `-fconstexpr-depth=N` raise the bounds
#endif
#ifdef STEPS
static_assert(sum(STEPS) == 4999950000L, "");
// STEPS: error: evaluating a `static_assert` condition takes more than 1000 steps or 512 nested calls [E0002]
#endif

int main() {
  constexpr long s = sum(1000);
  // OUT: 499500 500
  printf("%ld %ld\n", s, deep(500));
}
// BAD: invalid value `0` in `-fconstexpr-steps=`; expected a positive integer
