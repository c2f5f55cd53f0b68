// Variable templates: wrong arguments and misplaced specializations. (Static data member
// templates are supported: member-var-templates-run.cu.)
// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s

template<class T> constexpr T zero = T(0);
// CHECK: variable-template-errors.cu:[[@LINE+1]]:14: error: expected a type as template argument [E0521]
int a = zero<3>;
// CHECK: variable-template-errors.cu:[[@LINE+1]]:9: error: too many template arguments for `zero` [E0521]
int b = zero<int, int>;
// CHECK-NOT: is not a value

// A partial specialization is chosen for the arguments it matches (no error here).
template<class T> constexpr T* zero<T*> = nullptr;
static_assert(zero<int> == 0 && zero<int*> == nullptr, "");
// CHECK: variable-template-errors.cu:[[@LINE+1]]:1: error: partial specialization of `missing`, which is not a variable template{{.*}}[E0521]
template<class T> constexpr int missing<T*> = 1;

int use = zero<long>;
// CHECK: variable-template-errors.cu:[[@LINE+1]]:1: error: explicit specialization after the variable was instantiated{{.*}}[E0521]
template<> constexpr long zero<long> = 1;
// CHECK: variable-template-errors.cu:[[@LINE+1]]:1: error: specialization of `nothing`, which is not a variable template{{.*}}[E0521]
template<> int nothing<int> = 1;

struct S {
// CHECK-NOT: static data member templates
  template<class T> static constexpr T one = T(1);
};
static_assert(S::one<int> == 1, "");
