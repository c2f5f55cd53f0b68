// An explicit instantiation definition (`template struct X<int>;`) emits every member function
// of the class, used or not, `weak_odr` as clang does (`template int tw<int>(int);` too); an
// `extern template` emits none of them unless used.
// RUN: %circlec -S --emit=llvm --sm 70 %s -o %t
// RUN: FileCheck %s < %t.host.ll
// RUN: FileCheck %s --check-prefix=DEV < %t.sm_70.ll
// RUN: %circlec %s -o %t.exe && %t.exe
template<class T> struct X {
  T v;
  X() : v(0) {}
  T get() const { return v; }
  __device__ T dget() const { return v + 1; }
  static T s() { return T(); }
  void out();
};
template<class T> void X<T>::out() { v = 3; }

// CHECK-DAG: define weak_odr i32 @_ZNK1XIiE3getEv(
// CHECK-DAG: define weak_odr i32 @_ZN1XIiE1sEv(
// CHECK-DAG: define weak_odr void @_ZN1XIiE3outEv(
// CHECK-DAG: define weak_odr i32 @_Z2twIiET_S0_(
// DEV: define weak_odr i32 @_ZNK1XIiE4dgetEv(
// CHECK-NOT: @_ZNK1XIfE3getEv
// CHECK-NOT: @_ZN1XIfE1sEv
template struct X<int>;
extern template struct X<float>;
template<class T> T tw(T t) { return t; }
template int tw<int>(int);

int main() { X<float> f; f.out(); return f.v == 3 ? 0 : 1; }
