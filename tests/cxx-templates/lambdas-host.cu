// Lambdas in a host program that checks its own results: captures by value and by reference,
// implicit captures under [=] and [&], init-captures, `mutable`, nested lambdas capturing
// through their enclosing lambda, and lambdas passed to a function template.
// RUN: %circlec %s -o %t
// RUN: %t | FileCheck %s
// CHECK: PASS 4 8 14 15 7 8 6
#include <cstdio>
template<class F> int apply(F f, int x) { return f(x); }
int main() {
  int a = 3, b = 4;
  auto add = [a](int x) { return x + a; };
  auto inc = [&b]() { b += 1; };
  inc(); inc();
  int c = 10;
  auto all = [=](int x) { return x + a + c; };
  auto allr = [&](int x) { c += x; return c; };
  auto init = [n = a * 2, &r = b](int x) mutable { n += x; r += 1; return n; };
  auto nested = [&](int x) { return [=](int y) { return x + y + a; }(1); };
  int r1 = add(1), r2 = apply(all, 1), r3 = allr(5), r4 = init(1), r5 = init(1), r6 = nested(2);
  int ok = r1 == 4 && b == 8 && r2 == 14 && r3 == 15 && c == 15 && r4 == 7 && r5 == 8 && r6 == 6 && apply([](int v) { return v * 2; }, 21) == 42;
  printf("%s %d %d %d %d %d %d %d\n", ok ? "PASS" : "FAIL", r1, b, r2, r3, r4, r5, r6);
  return ok ? 0 : 1;
}
