// A generic lambda's closure is named with its `auto` parameters as invented template
// parameters (`UlT_E_`), its call operator by its template arguments, `auto` return (`Da`)
// and parameters as written.
// RUN: %circlec --emit=llvm --sm 70 -O0 %s -o %t && FileCheck %s < %t.sm_70.ll

// clang: _ZZ2gliENKUlT_E_clIiEEDaS_
// CHECK-DAG: define linkonce_odr i32 @_ZZ2gliENKUlT_E_clIiEEDaS_(
// clang: _ZZ2gliENKUlRKT_T0_E_clIiiEEDaS1_S2_
// CHECK-DAG: define linkonce_odr i32 @_ZZ2gliENKUlRKT_T0_E_clIiiEEDaS1_S2_(
__device__ int gl(int x) {
  auto l = [](auto y) { return y + 1; };
  auto m = [](const auto& a, auto b) { return a + b; };
  return l(x) + m(x, 2);
}
