// Pack expansions outside call argument lists: braced initializer lists (`{f(ts)...}`, with
// other items around, into arrays and aggregates), base specifier lists (`: Bs...`), and
// template argument lists of nested templates (`tup<std::decay_t<Ts>...>`); host and device.
// RUN: %circlec %s -o %t
// RUN: %t | FileCheck %s
// RUN: %circlec --emit=ptx --sm 70 %s -o %t.dev && FileCheck %s --check-prefix=PTX < %t.dev.sm_70.ptx
// CHECK: 12 4106 2100 321 ok
// PTX: mov.b32 {{.*}}, 4118;
#include <stdio.h>
#include <type_traits>
template<class T> __host__ __device__ int f(T t) { return (int)t * 2; }
template<class... Ts> __host__ __device__ int sum(Ts... ts) { int a[] = {f(ts)...}; int s = 0; for (int x : a) s += x; return s; }
template<class... Ts> __host__ __device__ int sum0(Ts... ts) { int a[] = {0, f(ts)..., 100}; int s = 0; for (int x : a) s += x; return s + sizeof(a) / sizeof(int) * 1000; }
struct A { int x = 1; int a() { return x; } };
struct B { int y = 2; int b() { return y; } };
template<class... Bs> struct ov : Bs... { int z = 3; };
struct P3 { int a, b, c; };
template<class... Ts> __host__ __device__ P3 mkp(Ts... ts) { P3 p = {ts...}; return p; }
template<class... Ts> struct tup { static const int n = sizeof...(Ts); };
template<class... Ts> struct mk { typedef tup<std::decay_t<Ts>...> dec; };
static_assert(mk<int, const float&>::dec::n == 2, "");
static_assert(std::is_same<mk<int, const float&>::dec, tup<int, float>>::value, "");
template<class... Ts> struct mp { typedef tup<Ts*...> type; };
static_assert(std::is_same<mp<int, float>::type, tup<int*, float*>>::value, "");
__global__ void k(int* o) { *o = sum(1, 2.0, 3) + sum0(1, 2); }
int main() {
  P3 p = mkp(1, 2, 3);
  ov<A, B> o; ov<> e;
  bool ok = o.a() == 1 && o.b() == 2 && o.z == 3 && sizeof(o) == 12 && sizeof(e) == 4;
  printf("%d %d %d %d %s\n", sum(1, 2.0, 3), sum0(1, 2), sum0(), p.a + p.b * 10 + p.c * 100, ok ? "ok" : "bad");
  return 0;
}
