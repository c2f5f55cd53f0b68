// Pointer-to-member types as template arguments: partial specializations taking a data member
// pointer apart (`R C::*`) and a member function pointer with its parameter pack, a C-style
// `...`, and cv/ref qualifiers (`R (C::*)(P...) const`, `R (C::*)(P..., ...)`), the shape of
// libstdc++'s `__is_member_function_pointer_helper` and libcu++'s `__member_pointer_traits_imp`.
// The Itanium names are clang-19's (`clang++-19 -S -emit-llvm`).
// RUN: %circlec -fsyntax-only %s
// RUN: %circlec --emit=llvm --sm 70 -O0 %s -o %t && FileCheck %s < %t.sm_70.ll

struct C {
  int x;
  double d;
  __device__ int get() const { return x; }
  __device__ int put(int, char) { return 0; }
  __device__ int vol() volatile { return 1; }
  __device__ int rref() && { return 2; }
};

template<class T, class U> struct same { static const bool value = false; };
template<class T> struct same<T, T> { static const bool value = true; };

template<class T> struct traits { static const int kind = 0; };
template<class R, class K> struct traits<R K::*> {
  static const int kind = 1;
  typedef R member;
  typedef K klass;
};
template<class R, class K, class... P> struct traits<R (K::*)(P...)> {
  static const int kind = 2;
  static const int arity = sizeof...(P);
  typedef R result;
};
template<class R, class K, class... P> struct traits<R (K::*)(P...) const> { static const int kind = 3; };
template<class R, class K, class... P> struct traits<R (K::*)(P..., ...)> { static const int kind = 4; };
template<class R, class K, class... P> struct traits<R (K::*)(P...) volatile> { static const int kind = 5; };
template<class R, class K, class... P> struct traits<R (K::*)(P...) &&> { static const int kind = 6; };

static_assert(traits<int>::kind == 0, "not a member pointer");
static_assert(traits<int C::*>::kind == 1, "data member");
static_assert(same<traits<double C::*>::member, double>::value, "member type");
static_assert(same<traits<double C::*>::klass, C>::value, "class type");
static_assert(traits<int (C::*)(int, char)>::kind == 2, "member function");
static_assert(traits<int (C::*)(int, char)>::arity == 2, "its parameters");
static_assert(same<traits<int (C::*)()>::result, int>::value, "its result");
static_assert(traits<int (C::*)() const>::kind == 3, "const member function");
static_assert(traits<int (C::*)(int, ...)>::kind == 4, "C variadic member function");
static_assert(traits<int (C::*)() volatile>::kind == 5, "volatile member function");
static_assert(traits<int (C::*)() &&>::kind == 6, "rvalue-ref member function");
static_assert(traits<decltype(&C::get)>::kind == 3, "the type of &C::get");
static_assert(traits<decltype(&C::d)>::kind == 1, "the type of &C::d");
static_assert(sizeof(int C::*) == 8 && sizeof(void (C::*)()) == 16, "Itanium sizes");

typedef int C::*DataPtr;
typedef int (C::*ConstFn)() const;
template<class T> __device__ int probe(T) { return traits<T>::kind; }

// CHECK-DAG: define {{.*}} @_Z2f1M1Ci(
__device__ void f1(DataPtr) {}
// CHECK-DAG: define {{.*}} @_Z2f2M1CKFivE(
__device__ void f2(ConstFn) {}
// CHECK-DAG: define {{.*}} @_Z2f3M1CFiicE(
__device__ void f3(int (C::*)(int, char)) {}
// CHECK-DAG: define {{.*}} @_Z2f4M1CVFivES1_(
__device__ void f4(int (C::*)() volatile, int (C::*)() volatile) {}
// CHECK-DAG: define {{.*}} @_Z2f5M1CFivOE(
__device__ void f5(int (C::*)() &&) {}
// CHECK-DAG: define {{.*}} @_Z2f6M1CiS0_(
__device__ void f6(DataPtr, DataPtr) {}
// CHECK-DAG: define {{.*}} @_Z5probeIM1CKFivEEiT_(
// CHECK-DAG: define {{.*}} @_ZNK1C3getEv(
// CHECK-DAG: define {{.*}} @_ZNV1C3volEv(
__global__ void k(int *out) {
  out[0] = probe(&C::get);
  ConstFn g = &C::get;
  int (C::*v)() volatile = &C::vol;
  C c{4, 0.5};
  out[1] = (c.*g)() + (c.*v)();
}
