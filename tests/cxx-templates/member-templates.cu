// Member function templates (`a.as<float>()`, `a.template as<float>()`), member class
// templates through `typename A::template Rebind<U>::type`, and out-of-line definitions of
// class template members: all `linkonce_odr`, named as clang names them.
// RUN: %circlec --emit=llvm --sm 70 -O0 %s -o %t && FileCheck %s < %t.sm_70.ll

template<class T> struct Arr {
  T* p;
  template<class U> __device__ U as(int i) const { return (U)p[i]; }
  template<class U> struct Rebind { typedef Arr<U> type; };
  __device__ T get(int i) const;
  __device__ T& operator[](int i) { return p[i]; }
};
template<class T> __device__ T Arr<T>::get(int i) const { return p[i]; }

template<class A> __device__ float use(A a) {
  typename A::template Rebind<float>::type b;
  b.p = 0;
  return a.template as<float>(0);
}

// CHECK-DAG: define ptx_kernel void @_Z1k3ArrIiEPf(
// CHECK-DAG: define linkonce_odr float @_ZNK3ArrIiE2asIfEET_i(
// CHECK-DAG: define linkonce_odr float @_Z3useI3ArrIiEEfT_(
// CHECK-DAG: define linkonce_odr i32 @_ZNK3ArrIiE3getEi(
// CHECK-DAG: define linkonce_odr ptr @_ZN3ArrIiEixEi(
// Not used, so not emitted.
// CHECK-NOT: @_ZNK3ArrIfE3getEi
__global__ void k(Arr<int> a, float* o) { o[0] = a.as<float>(1) + use(a) + a.get(2) + a[3]; }
