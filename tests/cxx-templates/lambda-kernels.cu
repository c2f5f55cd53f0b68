// Lambdas passed to a templated kernel (`template<class F> __global__ void k(F f)`) and to a
// device function template: the closure type is mangled as clang mangles it (a local name
// `Z<function>E` then `Ul<params>E<n>_`, numbered per signature), its call operator is
// `linkonce_odr`, and no `__device__` tag is needed on the lambda.
// RUN: %circlec --emit=llvm --sm 70 -O0 %s -o %t && FileCheck %s < %t.sm_70.ll

template<class F> __global__ void k(F f, int* o) { o[0] = f(1); }
template<class F> __device__ int apply(F f, int x) { return f(x); }

// CHECK-DAG: define ptx_kernel void @_Z1kIZ4hostPiEUliE_EvT_S0_(
// CHECK-DAG: define ptx_kernel void @_Z1kIZ4hostPiEUliE0_EvT_S0_(
// CHECK-DAG: define linkonce_odr i32 @_ZZ4hostPiENKUliE_clEi(
// CHECK-DAG: define linkonce_odr i32 @_ZZ4hostPiENKUliE0_clEi(
void host(int* o) {
  int a = 3;
  auto f1 = [=](int x) { return x + a; };
  auto f2 = [=](int x) { return x * a; };
  k<<<1, 1>>>(f1, o);
  k<<<1, 1>>>(f2, o);
}

// CHECK-DAG: define linkonce_odr i32 @_Z5applyIZ2kkPiEUliE_EiT_i(
// CHECK-DAG: define linkonce_odr i32 @_Z5applyIZ2kkPiEUliE0_EiT_i(
// CHECK-DAG: define linkonce_odr i32 @_ZZ2kkPiENKUliE_clEi(
__global__ void kk(int* o) {
  int a = 2;
  o[0] = apply([=](int x) { return x + a; }, 1) + apply([](int x) { return x; }, 2);
}
