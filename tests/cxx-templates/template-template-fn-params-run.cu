// Function templates with template template parameters, as libcu++'s <cuda/std/...> and
// cooperative groups' `pick_redux<cg::plus>` write them: explicit arguments naming class
// templates (unqualified and qualified, through an inline namespace), explicit specializations
// of overloaded primaries selected by them, deduction of `F<Ts...>` from any class template's
// instance (and failure against a class that is none, which picks the other overload),
// `Op<T>` in a parameter, and the SFINAE test with a defaulted `class = Templ<Args...>`.
// The output and the mangled names are g++'s.
// RUN: %circlec %s -o %t
// RUN: %t | FileCheck %s
// RUN: %circlec -O0 -c %s -o %t.o
// RUN: nm %t.o | FileCheck %s --check-prefix=SYM
#include <cstdio>

namespace alg {
inline namespace v2 {
template<class T> struct add { T operator()(T a, T b) const { return a + b; } };
template<class T> struct mul { T operator()(T a, T b) const { return a * b; } };
}
namespace detail {
template<template<class> class Op> int code(int x);
template<template<class> class Op> unsigned code(unsigned x);
template<> int code<alg::add>(int x) { return x + 100; }
template<> int code<alg::mul>(int x) { return x * 100; }
template<> unsigned code<add>(unsigned x) { return x + 200u; }
}
}

template<class A, class B> struct two {};

template<template<class> class Op> int apply(int x, int y) { return Op<int>()(x, y); }
template<template<class...> class F, class... Ts> int arity(F<Ts...>*) { return sizeof...(Ts); }
template<class T> int arity(T*) { return -1; }
template<template<class> class Op, class T> T fold3(T a, T b, T c, Op<T> op) { return op(op(a, b), c); }
template<template<class...> class Templ, class... Args, class = Templ<Args...>> char valid(int);
template<template<class...> class, class...> long valid(...);

int main() {
  two<int, double>* p = nullptr;
  int* q = nullptr;
  // CHECK: 7 12 105 500 205
  printf("%d %d %d %d %u\n", apply<alg::add>(3, 4), apply<alg::mul>(3, 4), alg::detail::code<alg::add>(5),
         alg::detail::code<alg::mul>(5), alg::detail::code<alg::add>(5u));
  // CHECK-NEXT: 2 -1 210
  printf("%d %d %d\n", arity(p), arity(q), fold3(5, 6, 7, alg::mul<int>()));
  // CHECK-NEXT: 1 8
  printf("%d %d\n", (int)sizeof(valid<alg::add, int>(0)), (int)sizeof(valid<two, int>(0)));
}

// SYM-DAG: _Z5applyIN3alg2v23addEEiii
// SYM-DAG: _Z5applyIN3alg2v23mulEEiii
// SYM-DAG: _ZN3alg6detail4codeINS_2v23addEEEii
// SYM-DAG: _ZN3alg6detail4codeINS_2v23addEEEjj
// SYM-DAG: _Z5fold3IN3alg2v23mulEiET0_S3_S3_S3_T_IS3_E
