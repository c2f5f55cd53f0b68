// Constant evaluation of class objects: constexpr variables of class type, constructors with
// member initializers, member reads, const and mutating member functions, class values passed
// to and returned from constexpr functions, overloaded operators, aggregates and nested
// objects. A class object whose constructor is not constexpr is not a constant.
// RUN: %circlec -fsyntax-only %s
// RUN: not %circlec -fsyntax-only -DBAD %s 2>&1 | FileCheck %s
struct Bits {
  unsigned long long v;
  constexpr Bits(unsigned long long x) : v(x) {}
  constexpr bool has(int i) const { return (v >> i) & 1; }
};
constexpr Bits operator|(Bits a, Bits b) { return Bits(a.v | b.v); }
constexpr Bits operator&&(Bits a, Bits b) { return Bits(a.v & b.v); }
constexpr Bits bit(int i) { return Bits(1ull << i); }

constexpr Bits low = bit(0) | bit(3);
static_assert(low.v == 9, "");
static_assert(low.has(3) && !low.has(2), "");
static_assert((low && bit(3)).v == 8, "");
static_assert(bit(5).has(5), "");

struct Counter {
  int n = 0;
  int step;
  constexpr Counter(int s) : step(s) {}
  constexpr void tick() { n += 0; n = n + step; }
};
constexpr int count(int times) {
  Counter c(2);
  for (int i = 0; i < times; ++i) c.tick();
  return c.n;
}
static_assert(count(4) == 8, "a mutating member function updates the local object");

struct Point { int x, y; };
struct Box { Point lo, hi; constexpr int width() const { return hi.x - lo.x; } };
constexpr Box b{{1, 2}, {7, 9}};
static_assert(b.hi.y == 9 && b.width() == 6, "");
constexpr Point origin{};
static_assert(origin.x == 0 && origin.y == 0, "");

struct Delegating {
  int a, b;
  constexpr Delegating(int x, int y) : a(x), b(y) {}
  constexpr Delegating() : Delegating(4, 5) {}
};
static_assert(Delegating().b == 5, "");

int array_bound[Bits(3).v];
static_assert(sizeof(array_bound) == 3 * sizeof(int), "");

#ifdef BAD
struct Runtime { int v; Runtime(int x) : v(x) {} };
// CHECK: constexpr-objects.cu:[[@LINE+1]]:15: error: a `static_assert` condition is not a constant expression [E0314]
static_assert(Runtime(3).v == 3, "");
#endif
#ifdef BAD
// An object read in its own initializer is not initialized yet: not a constant, and no endless
// evaluation.
constexpr Bits self_ref = Bits(self_ref.v + 1);
// CHECK: constexpr-objects.cu:[[@LINE+1]]:15: error: a `static_assert` condition is not a constant expression [E0314]
static_assert(self_ref.v == 1, "");
#endif
