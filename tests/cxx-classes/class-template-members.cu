// Constructors, destructors and operators of class templates, and a base initializer that
// names a class template specialization; symbols as clang mangles them.
// RUN: %circlec --emit=llvm --sm 70 -O0 %s -o %t
// RUN: FileCheck %s < %t.sm_70.ll
// RUN: FileCheck %s --check-prefix=CALL < %t.sm_70.ll
// CHECK-DAG: define linkonce_odr void @_ZN3VecIfLi3EEC1Ef(
// CHECK-DAG: define linkonce_odr void @_ZN3VecIfLi3EEC1Ev(
// CHECK-DAG: define linkonce_odr void @_ZN3VecIfLi3EED1Ev(
// CHECK-DAG: define linkonce_odr {{.*}} @_ZNK3VecIfLi3EEplERKS0_(
// CHECK-DAG: define linkonce_odr ptr @_ZN3VecIfLi3EEixEi(
// CHECK-DAG: define linkonce_odr void @_ZN3BoxIfEC1Ef(
// CHECK-DAG: define linkonce_odr void @_ZN3BoxIfED1Ev(
// The body is the base-object variant C2; it builds its base with C2 as well.
// CALL-LABEL: define linkonce_odr void @_ZN3BoxIfEC2Ef(
// CALL: call void @_ZN3VecIfLi2EEC2Ef(
template <class T, int N> struct Vec {
  T v[N];
  __device__ Vec() { for (int i = 0; i < N; ++i) v[i] = T(0); }
  __device__ explicit Vec(T s) { for (int i = 0; i < N; ++i) v[i] = s; }
  __device__ ~Vec() {}
  __device__ Vec operator+(const Vec &o) const { Vec r; for (int i = 0; i < N; ++i) r.v[i] = v[i] + o.v[i]; return r; }
  __device__ T &operator[](int i) { return v[i]; }
  __device__ T sum() const { T s = 0; for (int i = 0; i < N; ++i) s += v[i]; return s; }
};
template <class T> struct Box : Vec<T, 2> {
  __device__ Box(T a) : Vec<T, 2>(a) {}
};
__global__ void k(float *out) {
  Vec<float, 3> a(1.0f), b;
  b[1] = 2;
  Vec<float, 3> c = a + b;
  Box<float> bx(4.0f);
  out[0] = c.sum() + bx.sum();
}
