// Lambdas at namespace scope (in variables' initializers) have no enclosing function: the
// closure is a member of its namespace (`N2nsUliE_E`, none for the global one), numbered among
// the closures of that namespace with the same parameter types. Symbols as clang++-19's.
// RUN: %circlec --emit=llvm --sm 70 -O0 %s -o %t && FileCheck %s < %t.sm_70.ll

__device__ auto f1 = [](int x) { return x * 2; };
__device__ auto f2 = [](int x) { return x * 3; };
__device__ auto f3 = [](float x) { return x * 3; };
namespace ns { __device__ auto f4 = [](int x) { return x + 4; }; }
template<class F> __device__ int app(F f, int x) { return f(x); }

// CHECK-DAG: define linkonce_odr i32 @_ZNKUliE_clEi(
// CHECK-DAG: define linkonce_odr i32 @_ZNKUliE0_clEi(
// CHECK-DAG: define linkonce_odr float @_ZNKUlfE_clEf(
// CHECK-DAG: define linkonce_odr i32 @_ZNK2nsUliE_clEi(
// CHECK-DAG: define linkonce_odr i32 @_Z3appIN2nsUliE_EEiT_i(
// CHECK-DAG: define linkonce_odr i32 @_Z3appIUliE_EiT_i(
__device__ int use(int x) { return f1(x) + f2(x) + (int)f3(1.0f) + ns::f4(x) + app(ns::f4, x) + app(f1, x); }
