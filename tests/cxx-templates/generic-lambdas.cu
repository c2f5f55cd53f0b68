// Generic lambdas: `auto` parameters deduced per call (by value and `auto&`), captures fixed when
// the lambda is made (under [=] / [&], the enclosing locals its body names), passed to a
// function template and to another generic lambda; on the device, one call operator per
// argument type, the closure named `UlT_E_` as clang does.
// RUN: %circlec %s -o %t
// RUN: %t | FileCheck %s
// RUN: %circlec --emit=llvm --sm 70 -O0 %S/Inputs/generic-lambda-kernel.cu -o %t.dev && FileCheck %s --check-prefix=DEV < %t.dev.sm_70.ll
// CHECK: PASS 4
// DEV-DAG: define linkonce_odr float @_ZZ4hostPfPiENKUlT_E_clIfEEDaS1_(
// DEV-DAG: define linkonce_odr i32 @_ZZ4hostPfPiENKUlT_E_clIiEEDaS1_(
#include <cstdio>
template<class F> auto apply(F f, int x) { return f(x); }
int main() {
  int a = 3;
  double d = 0.5;
  auto g = [=](auto x) { return x * a; };
  auto h = [&](auto x, auto& acc) { acc += x + d; return acc; };
  auto twice = [](auto f, auto v) { return f(f(v)); };
  double acc = 0;
  h(1, acc); h(2.0, acc);
  int ok = g(2) == 6 && g(1.5) == 4.5 && apply(g, 4) == 12 && acc == 4.0 && twice(g, 1) == 9;
  printf("%s %g\n", ok ? "PASS" : "FAIL", acc);
  return !ok;
}
