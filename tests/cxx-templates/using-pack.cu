// `using Base::operator();` and its pack expansion `using Fs::operator()...;` (the overload-set
// idiom): every base's operator takes part in overload resolution; host and device.
// RUN: %circlec %s -o %t
// RUN: %t | FileCheck %s
// RUN: %circlec --emit=ptx --sm 70 %s -o %t.dev && FileCheck %s --check-prefix=PTX < %t.dev.sm_70.ptx
// RUN: not %circlec -fsyntax-only -DBAD %s 2>&1 | FileCheck %s --check-prefix=ERR
// CHECK: 1 2 3 1 2
// PTX: mov.b32 {{.*}}, 12;
#include <stdio.h>
template<class... Fs> struct overloaded : Fs... { using Fs::operator()...; };
struct A { __host__ __device__ int operator()(int) const { return 1; } };
struct B { __host__ __device__ int operator()(float) const { return 2; } };
struct C { double d = 0; __host__ __device__ int operator()(const char*) const { return 3; } };
__global__ void k(int* o) { overloaded<A, B> ov; *o = ov(1) * 10 + ov(1.0f); }
int main() {
  overloaded<A, B, C> o;
  struct D : A, B { using A::operator(); using B::operator(); } d;
  printf("%d %d %d %d %d\n", o(1), o(2.0f), o("x"), d(1), d(1.0f));
  return o(1) == 1 && o(2.0f) == 2 && o("x") == 3 ? 0 : 1;
}
#ifdef BAD
struct E { int f() { return 0; } };
// ERR: using-pack.cu:[[@LINE+1]]:44: error: pack expansions of using-declarations other than operators are not supported yet{{.*}}[E0317]
template<class... Bs> struct Bad : Bs... { using Bs::f...; };
Bad<E> bad;
// ERR: using-pack.cu:[[@LINE+1]]:19: error: `E` has no `operator()` to use{{.*}}[E0301]
struct Bad2 : E { using E::operator(); };
#endif
