// A class template-id naming the function template's parameters is mangled as written:
// type parameters as `T_` (substituted), non-type ones as expressions `XT0_E`.
// RUN: %circlec --emit=llvm --sm 70 -O0 %s -o %t && FileCheck %s < %t.sm_70.ll

template<class T, int N> struct Vec { T v[N]; };
template<class T, int N> __device__ T first(const Vec<T, N>& v) { return v.v[0]; }
template<class T> __device__ T second(Vec<T, 2>* v) { return v->v[1]; }

// clang: _Z5firstIiLi3EET_RK3VecIS0_XT0_EE
// CHECK-DAG: define linkonce_odr i32 @_Z5firstIiLi3EET_RK3VecIS0_XT0_EE(
// clang: _Z6secondIfET_P3VecIS0_Li2EE
// CHECK-DAG: define linkonce_odr float @_Z6secondIfET_P3VecIS0_Li2EE(
__device__ float h(Vec<int, 3>& v, Vec<float, 2>* w) { return first(v) + second(w); }
