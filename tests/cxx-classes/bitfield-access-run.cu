// Reading and writing bit-fields: mixed widths and types (sign-extended when signed), `=`,
// compound assignment and `++`/`--` (an assignment's value is the truncated value), aggregate
// initialization and default member initializers, unnamed and zero-width bit-fields, `bool`
// and enumeration bit-fields, bit-fields of a base class named from a member function, copies,
// and a `const int&` bound to a bit-field (a temporary). The expected output is g++ 12's.
// RUN: %circlec %s -o %t && %t | FileCheck %s
// CHECK: 1 -3 12377841 1 -5
// CHECK-NEXT: 1 4 12377842 0 -6 4 2 16
// CHECK-NEXT: 5 -7 1000 -1 274877906944 -274877906944
// CHECK-NEXT: -1 -7 63 1 2 -2 8
// CHECK-NEXT: 1 1 1
// CHECK-NEXT: -3 5 7 1 5
// CHECK-NEXT: 12 12 0 -64
// CHECK-NEXT: 4 2 0
#include <cstdio>
enum Color { Red, Green, Blue };
enum class Small : signed char { M = -2, P = 1 };
struct M { unsigned a : 3; int b : 5; unsigned c : 24; char d : 2; long long e : 40; };
struct Z { int x : 3; int : 0; int y : 4; unsigned : 5; unsigned z : 6; bool f : 1; Color col : 2; Small sm : 2; };
struct D { int a : 4 = -3; unsigned b : 3 = 5; int y = 7; };
struct Base { unsigned lo : 4, hi : 4; int get() const { return lo + hi; } void bump() { ++hi; lo += 9; } };
struct Derived : Base { int k : 7; };
int by_ref(const int &r) { return r * 2; }
int main() {
  M m{};
  m.a = 9; m.b = -3; m.c = 0xabcdef1; m.d = 1; m.e = -5;
  std::printf("%u %d %u %d %lld\n", m.a, m.b, m.c, m.d, (long long)m.e);
  m.b += 20; m.a++; ++m.c; m.e -= 1; m.d--;
  int r = (m.b = 100);
  int post = m.a--;
  std::printf("%u %d %u %d %lld %d %d %zu\n", m.a, m.b, m.c, m.d, (long long)m.e, r, post, sizeof(M));
  M init{5, -7, 1000, -1, 1LL << 38};
  M copy = init;
  copy.e *= -1;
  std::printf("%u %d %u %d %lld %lld\n", init.a, init.b, init.c, init.d, (long long)init.e, (long long)copy.e);
  Z z{-1, 9, 63, true, Blue, Small::M};
  std::printf("%d %d %u %d %d %d %zu\n", z.x, z.y, z.z, z.f, z.col, (int)z.sm, sizeof(Z));
  z.f = 2; z.col = Green; z.z += 2;
  std::printf("%d %d %u\n", z.f, z.col, z.z);
  D d;
  D d2{1};
  std::printf("%d %u %d %d %u\n", d.a, d.b, d.y, d2.a, d2.b);
  Derived x{};
  x.lo = 3; x.hi = 15; x.k = -64;
  x.bump();
  std::printf("%d %u %u %d\n", x.get(), x.lo, x.hi, x.k);
  const int &cr = m.b;
  m.b = 1;
  int twice = by_ref(m.b);
  std::printf("%d %d %d\n", cr, twice, (m.b = 31) + 1);
  return 0;
}
