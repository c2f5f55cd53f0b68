// A lambda at namespace scope (in a variable's initializer) has no enclosing function: its
// call operator is `N K Ul...E_ cl E`.
// RUN: %circlec --emit=llvm --sm 70 -O0 %s -o %t && FileCheck %s < %t.sm_70.ll

__device__ auto twice = [](int x) { return x * 2; };

// clang: _ZNKUliE_clEi
// CHECK-DAG: define linkonce_odr i32 @_ZNKUliE_clEi(
__device__ int use(int x) { return twice(x); }
