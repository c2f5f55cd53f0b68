// Lambdas inside member functions capture `this`: explicitly (`[this]`), implicitly under `[=]`
// and `[&]` when the body names a member or `this`, and by copy (`[*this]`, C++17), which copies
// the object into the closure. Nested lambdas capture the enclosing lambda's `this`.
// RUN: %circlec --sm 70 %s -o %t.exe && %t.exe | FileCheck %s
// RUN: %circlec --emit=llvm -S --sm 70 -O0 %s -o %t
// RUN: FileCheck %s --check-prefix=IR < %t.host.ll
// CHECK: PASS
// The closure of `[this]` holds a pointer, the one of `[*this]` a copy of the class.
// IR-DAG: %struct.anon{{(\.[0-9]+)?}} = type { ptr }
// IR-DAG: %struct.anon{{(\.[0-9]+)?}} = type { %struct.Counter }

#include <stdio.h>

struct Counter {
  int n = 1;
  int scale = 10;
  int get() const { return n; }
  void bump() { n += 1; }
  int by_this() { auto f = [this] { return n * scale; }; return f(); }
  int by_copy_default() { auto f = [=] { return n + get(); }; return f(); }
  int by_ref_default() { auto f = [&] { bump(); return this->n; }; return f(); }
  int star_this() {
    auto f = [*this]() mutable { n += 100; return n; };
    int r = f();
    return r * 1000 + n;  // the copy changed, the object did not
  }
  int nested() {
    auto outer = [=] { auto inner = [=] { return n * 2 + scale; }; return inner(); };
    return outer();
  }
  int star_const() const { auto f = [*this] { return get() + scale; }; return f(); }
  template <class F> int apply(F f) { return f(3); }
  int generic_this() { return apply([this](auto x) { return x * scale; }); }
  int generic_default() { return apply([=](auto x) { return x * scale + get(); }); }
  int generic_shadow(int scale) { return apply([&](auto n) { return n + scale; }); }
  int with_local(int k) { auto f = [&, k] { return n + k; }; return f(); }
};

int main() {
  Counter c;
  int bad = 0;
  if (c.by_this() != 10) { printf("by_this %d\n", c.by_this()); bad = 1; }
  if (c.by_copy_default() != 2) { printf("by_copy_default\n"); bad = 1; }
  if (c.by_ref_default() != 2 || c.n != 2) { printf("by_ref_default %d\n", c.n); bad = 1; }
  int s = c.star_this();
  if (s != 102 * 1000 + 2) { printf("star_this %d\n", s); bad = 1; }
  if (c.nested() != 14) { printf("nested %d\n", c.nested()); bad = 1; }
  if (c.star_const() != 12) { printf("star_const %d\n", c.star_const()); bad = 1; }
  if (c.generic_this() != 30) { printf("generic_this %d\n", c.generic_this()); bad = 1; }
  if (c.generic_default() != 32) { printf("generic_default %d\n", c.generic_default()); bad = 1; }
  if (c.generic_shadow(7) != 10) { printf("generic_shadow %d\n", c.generic_shadow(7)); bad = 1; }
  if (c.with_local(5) != 7) { printf("with_local\n"); bad = 1; }
  printf(bad ? "FAIL\n" : "PASS\n");
  return bad;
}
