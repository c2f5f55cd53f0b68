// Variadic function templates: packs deduced from trailing arguments (empty too), sizeof...,
// pack expansion in call arguments (`total(rest...)`, `sum(one(args)...)`), unary and binary
// folds (`&&` of an empty pack is true), and `f(T)` preferred to `f(T, Ts...)` for one argument.
// RUN: %circlec %s -o %t
// RUN: %t | FileCheck %s
// RUN: %circlec --emit=llvm --sm 70 -O0 %S/Inputs/variadic-device.cu -o %t.dev && FileCheck %s --check-prefix=DEV < %t.dev.sm_70.ll
// CHECK: PASS
// Names as clang mangles them (J...E argument packs, Dp parameter packs):
// DEV-DAG: define linkonce_odr i32 @_Z3sumIJiiiEEDaDpT_(
// DEV-DAG: define linkonce_odr float @_Z3sumIJfiEEDaDpT_(
// DEV-DAG: define linkonce_odr i32 @_Z5totalIiJdcEET_S0_DpRKT0_(
// DEV-DAG: define linkonce_odr i32 @_Z5totalIiJEET_S0_DpRKT0_(
#include <cstdio>
template<class... Ts> int count(Ts... args) { return sizeof...(Ts) + sizeof...(args) * 0; }
template<class... Ts> auto sum(Ts... args) { return (args + ...); }
template<class... Ts> auto sum0(Ts... args) { return (0 + ... + args); }
template<class... Ts> bool all(Ts... args) { return (... && args); }
int one(int x) { return x; }
template<class T> T first(T t) { return t; }
template<class T, class... Ts> T first(T t, Ts... rest) { return t; }
template<class T> T total(T t) { return t; }
template<class T, class... Ts> T total(T t, Ts... rest) { return t + total(rest...); }
template<class... Ts> int call_each(Ts... args) { return sum(one(args)...); }
int main() {
  int ok = count(1, 2.0, 'c') == 3 && count() == 0 && sum(1, 2, 3) == 6 && sum(1.5, 2) == 3.5 && sum0() == 0
        && all(true, 1, 2) && !all(true, 0) && all() && total(1, 2, 3, 4) == 10 && first(7, 1.0) == 7 && call_each(1, 2, 3) == 6;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return !ok;
}
