// Host functions pass and return classes trivial for calls as the x86-64 SysV ABI says, so that
// circlec's code calls other compilers' functions and theirs call circlec's: in registers by
// eightbyte (INTEGER or SSE), in memory past 16 bytes or when the registers run out, returned
// in RAX/RDX/XMM0/XMM1 or through a hidden pointer. The other side here is clang++ 19 compiling
// this file with -DOTHER; each line of output is computed on both sides of a call.
// REQUIRES: clang-cuda
// RUN: %clangxx -x c++ -DOTHER -c %s -o %t.other.o
// RUN: %circlec %s -Xlinker %t.other.o -o %t
// RUN: %t | FileCheck %s
#include <cstdio>

struct I2 { int a, b; };
struct I3 { int a, b, c; };
struct F3 { float x, y, z; };
struct DI { double d; int i; };
struct CF { char c; float f; };
struct D2 { double a, b; };
struct L2 { long a, b; };
struct C3 { char c[3]; };
struct B5 { long a[5]; };
struct Nest { I2 p; float f; };

extern "C" {
I3 other_i3(I3 x, int k);
F3 other_f3(F3 p, F3 q);
DI other_di(DI x, CF c, C3 s);
D2 other_d2(D2 x, L2 y);
long other_exhausted(long a, long b, long c, long d, long e, L2 s, I2 t);
B5 other_big(B5 b, long k);
Nest other_nest(Nest n);
double other_calls_back();
I3 mine_i3(I3 x);
F3 mine_f3(F3 x);
B5 mine_big(B5 x, long k);
D2 mine_d2(double a, double b, double c, double d, double e, double f, double g, D2 x);
}

#ifdef OTHER
I3 other_i3(I3 x, int k) { return {x.a * k, x.b * k, x.c * k}; }
F3 other_f3(F3 p, F3 q) { return {p.x + q.x, p.y + q.y, p.z + q.z}; }
DI other_di(DI x, CF c, C3 s) { return {x.d + c.f, x.i + c.c + s.c[0] + s.c[1] + s.c[2]}; }
D2 other_d2(D2 x, L2 y) { return {x.a + y.a, x.b + y.b}; }
long other_exhausted(long a, long b, long c, long d, long e, L2 s, I2 t) { return a + b + c + d + e + s.a * 100 + s.b * 1000 + t.a * 10000 + t.b * 100000; }
B5 other_big(B5 b, long k) { for (long &x : b.a) x += k; return b; }
Nest other_nest(Nest n) { return {{n.p.b, n.p.a}, n.f * 2}; }
double other_calls_back() {
  I3 i = mine_i3({1, 2, 3});
  F3 f = mine_f3({0.5f, 1.5f, 2.5f});
  B5 b = mine_big({{1, 2, 3, 4, 5}}, 10);
  D2 d = mine_d2(1, 2, 3, 4, 5, 6, 7, {0.25, 0.75});
  return i.a + i.b * 10 + i.c * 100 + f.x + f.y + f.z + b.a[0] + b.a[4] + d.a + d.b;
}
#else
I3 mine_i3(I3 x) { return {x.c, x.b, x.a}; }
F3 mine_f3(F3 x) { return {x.x * 2, x.y * 2, x.z * 2}; }
B5 mine_big(B5 x, long k) { x.a[0] *= k; x.a[4] *= k; return x; }
// Seven doubles take XMM0-6; the record needs two of the eight SSE registers, so it goes to memory.
D2 mine_d2(double a, double b, double c, double d, double e, double f, double g, D2 x) { return {x.a + a + g, x.b + b}; }

int main() {
  I3 i = other_i3({1, 2, 3}, 7);
  // CHECK: i3 7 14 21
  printf("i3 %d %d %d\n", i.a, i.b, i.c);
  F3 f = other_f3({1, 2, 3}, {0.5f, 0.25f, 0.125f});
  // CHECK-NEXT: f3 1.5 2.25 3.125
  printf("f3 %g %g %g\n", f.x, f.y, f.z);
  DI d = other_di({1.5, 10}, {3, 0.25f}, {{1, 2, 4}});
  // CHECK-NEXT: di 1.75 20
  printf("di %g %d\n", d.d, d.i);
  D2 d2 = other_d2({0.5, 0.25}, {3, 4});
  // CHECK-NEXT: d2 3.5 4.25
  printf("d2 %g %g\n", d2.a, d2.b);
  // CHECK-NEXT: exhausted 654315
  printf("exhausted %ld\n", other_exhausted(1, 2, 3, 4, 5, {3, 4}, {5, 6}));
  B5 b = other_big({{1, 2, 3, 4, 5}}, 100);
  // CHECK-NEXT: big 101 105
  printf("big %ld %ld\n", b.a[0], b.a[4]);
  Nest n = other_nest({{1, 2}, 1.25f});
  // CHECK-NEXT: nest 2 1 2.5
  printf("nest %d %d %g\n", n.p.a, n.p.b, n.f);
  // {3, 2, 1}: 123; {1, 3, 5}: 9; {10, .., 50}: 60; {8.25, 2.75}: 11
  // CHECK-NEXT: callback 203
  printf("callback %g\n", other_calls_back());
}
#endif
