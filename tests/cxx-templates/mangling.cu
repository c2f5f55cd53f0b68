// Itanium names of template instantiations, as clang-19 writes them (checked against
// `clang++-19 -x cuda --cuda-device-only -S -emit-llvm`).
// RUN: %circlec --emit=llvm --sm 70 -O0 %s -o %t && FileCheck %s < %t.sm_70.ll

template<class T, int N = 4> struct Vec { T v[N]; };
namespace ns {
template<class T> struct Box { T x; __device__ T get() const { return x; } };
struct P {};
template<class A, class B> __device__ A conv(B b, A* a) { return (A)b; }
}
template<class T, int N> __device__ T sum(const T* p) { T s = 0; for (int i = 0; i < N; ++i) s += p[i]; return s; }
template<class T> __device__ void twice(T& a, const T& b, T* c, int n) { a = b + b + c[n]; }
template<class T> __global__ void kt(T* p, T v) { p[0] = v; }

// CHECK-DAG: define ptx_kernel void @_Z2k1Pf3VecIfLi3EE(
__global__ void k1(float* out, Vec<float, 3> a) { out[0] = a.v[0]; }
// CHECK-DAG: define ptx_kernel void @_Z2k23VecIiLi2EES0_S_IiLi3EE(
__global__ void k2(Vec<int, 2> a, Vec<int, 2> b, Vec<int, 3> c) {}
// CHECK-DAG: define ptx_kernel void @_Z2k3N2ns3BoxIiEENS0_INS_1PEEEPS2_Pi(
// CHECK-DAG: define linkonce_odr i32 @_ZNK2ns3BoxIiE3getEv(
__global__ void k3(ns::Box<int> a, ns::Box<ns::P> b, ns::P* p, int* o) { o[0] = a.get(); }
// CHECK-DAG: define ptx_kernel void @_Z2k4P3VecIbLi2EERKS_IfLi4EE(
__global__ void k4(Vec<bool, 2>* a, const Vec<float, 4>& b) {}

// CHECK-DAG: define linkonce_odr i32 @_Z3sumIiLi4EET_PKS0_(
// CHECK-DAG: define linkonce_odr void @_Z5twiceIiEvRT_RKS0_PS0_i(
// CHECK-DAG: define linkonce_odr float @_ZN2ns4convIfiEET_T0_PS1_(
__global__ void k(const int* in, int* out, float* f) {
  out[0] = sum<int, 4>(in);
  twice(out[1], out[2], out, 3);
  f[0] = ns::conv<float>(3, f);
}
// CHECK-DAG: define ptx_kernel void @_Z2ktIfEvPT_S0_(
void host(float* p) { kt<<<1, 1>>>(p, 1.0f); }

// Non-type arguments carry their parameter's type: enums, unsigned, bool, char, negatives.
enum class arch_t { maxwell = 52 };
template <arch_t A, typename T> __device__ void sm_sort(T* data, int count) {}
template <unsigned N, bool B, char C, long L> __device__ void g(int) {}
// CHECK-DAG: define linkonce_odr void @_Z7sm_sortIL6arch_t52EiEvPT0_i(
// CHECK-DAG: define linkonce_odr void @_Z1gILj3ELb1ELc97ELln5EEvi(
__global__ void k5(int* d) { sm_sort<arch_t::maxwell>(d, 1); g<3u, true, 'a', -5>(1); }
