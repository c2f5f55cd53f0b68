// Assorted template signatures, each symbol as clang++-19 writes it: enum and `bool`/`char`
// non-type arguments, a function-pointer parameter naming `T`, a member template of a class
// template, a nested class of one, a parameter pack, a class template-id as return type.
// RUN: %circlec --emit=llvm --sm 70 -O0 %s -o %t && FileCheck %s < %t.sm_70.ll

enum Color { Red, Green };
enum class Mode : short { A = 1, B = 2 };
template<Color C> __device__ int pick() { return C; }
template<Mode M> __device__ int mode() { return (int)M; }
template<bool B, char c> __device__ int flag() { return B + c; }
__device__ int use0() { return pick<Green>() + mode<Mode::B>() + flag<true, 'a'>(); }
template<class T> struct W {
  T v;
  template<class U> __device__ U conv(U u) const { return u + (U)v; }
  __device__ T get() const { return v; }
  struct In { T q; __device__ T val() { return q; } };
};
template<class T, int N> __device__ T sum(T (&a)[N]) { T s = 0; for (int i = 0; i < N; i++) s += a[i]; return s; }
template<class... Ts> __device__ int cnt(const Ts*... ts) { return sizeof...(Ts); }
template<class T> __device__ T twice(T x, T (*f)(T)) { return f(f(x)); }
__device__ int inc(int x) { return x + 1; }
template<class T> __device__ W<T> mk(T x) { W<T> w; w.v = x; return w; }
template<class T> __device__ void set(W<T>* w, const T& x) { w->v = x; }
__device__ int use(W<int> w, W<int>::In in) {
  int a[4] = {1,2,3,4};
  W<float> wf = mk(1.0f); set(&wf, 2.0f);
  return w.conv(2L) + w.get() + in.val() + cnt(&a[0], &w.v) + twice(3, inc) + (int)wf.v;
}

// CHECK-DAG: @_Z4pickIL5Color1EEiv(
// CHECK-DAG: @_Z4modeIL4Mode2EEiv(
// CHECK-DAG: @_Z4flagILb1ELc97EEiv(
// CHECK-DAG: @_Z2mkIfE1WIT_ES1_(
// CHECK-DAG: @_Z3cntIJiiEEiDpPKT_(
// CHECK-DAG: @_Z3inci(
// CHECK-DAG: @_Z3setIfEvP1WIT_ERKS1_(
// CHECK-DAG: @_Z3use1WIiENS0_2InE(
// CHECK-DAG: @_Z5twiceIiET_S0_PFS0_S0_E(
// CHECK-DAG: @_ZN1WIiE2In3valEv(
// CHECK-DAG: @_ZNK1WIiE3getEv(
// CHECK-DAG: @_ZNK1WIiE4convIlEET_S2_(
