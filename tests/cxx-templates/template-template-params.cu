// Template template parameters: class and alias templates as arguments, defaults, a namespace's
// template, partial specializations over them (ordered), and clang's mangling
// (`4WrapI3BoxiE`, `S_IN2ns2InEsE`), host and device.
// RUN: %circlec %s -o %t
// RUN: %t | FileCheck %s
// RUN: %circlec -S --emit=llvm --sm 70 %s -o %t.ir
// RUN: FileCheck %s --check-prefix=HOST < %t.ir.host.ll
// RUN: FileCheck %s --check-prefix=DEV < %t.ir.sm_70.ll
// CHECK: 5 4
// HOST-DAG: define void @_Z1h4WrapI3BoxiE3DefIiS0_ES_IN2ns2InEsE6HolderIS0_E(
// HOST-DAG: define linkonce_odr i32 @_Z3getI4WrapI3BoxiEEiRKT_(
// DEV: define ptx_kernel void @_Z1kPi4WrapI3BoxiES0_IN2ns2InEfE(
#include <stdio.h>
template<class T> struct Box { T v; static const int id = 1; };
template<class T> struct Pair { T a, b; static const int id = 2; };
namespace ns { template<class T> struct In { T x; static const int id = 3; }; }
template<class T> using Ptr = T*;
template<template<class> class C, class T> struct Wrap { C<T> c; static const int id = C<T>::id; };
template<class T, template<class> class C = Box> struct Def { C<T> c; };
template<template<class> class C> struct Holder { C<int> i; C<float> f; };
template<template<class> class C, class T> struct WP { C<T> p; };
template<class X> struct Which { static const int v = 0; };
template<template<class> class C, class T> struct Which<Wrap<C, T>> { static const int v = 10; };
template<class T> struct Which<Wrap<Box, T>> { static const int v = 20; };
static_assert(Wrap<Box, int>::id == 1, "");
static_assert(Wrap<Pair, int>::id == 2, "");
static_assert(Wrap<ns::In, int>::id == 3, "");
static_assert(sizeof(Wrap<Pair, double>) == 16, "");
static_assert(sizeof(Def<char>) == 1 && sizeof(Def<char, Pair>) == 2, "");
static_assert(sizeof(Holder<Pair>) == 16, "");
static_assert(sizeof(WP<Ptr, int>) == 8, "");
static_assert(Which<Wrap<Pair, int>>::v == 10 && Which<Wrap<Box, int>>::v == 20 && Which<int>::v == 0, "");
template<class T> __host__ __device__ int get(const T& w) { return sizeof(w); }
__global__ void k(int* o, Wrap<Box, int> w, Wrap<ns::In, float> w2) { *o = w.c.v + get(w2); }
void h(Wrap<Box, int>, Def<int>, Wrap<ns::In, short>, Holder<Box>) {}
int main() { Wrap<Box, int> w; w.c.v = 5; printf("%d %d\n", w.c.v, get(w)); return 0; }
