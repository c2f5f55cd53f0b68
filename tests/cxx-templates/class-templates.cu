// Class templates: instantiation on use, default and non-type arguments, explicit and partial
// specializations, alias templates, `typename` dependent names and static members.
// RUN: %circlec --dump-ast %s | FileCheck %s
// RUN: %circlec --emit=llvm --sm 70 -O0 %s -o %t && FileCheck %s --check-prefix=IR < %t.sm_70.ll

template<class T, int N = 4>
struct Vec {
  T v[N];
  static constexpr int size = N;
  __device__ T sum() const { T s = 0; for (int i = 0; i < N; ++i) s += v[i]; return s; }
};

template<class T> struct IsPtr { static constexpr bool value = false; };
template<class T> struct IsPtr<T*> { static constexpr bool value = true; };
template<> struct IsPtr<int> { static constexpr int value = 7; };

template<bool B, class T, class F> struct Cond { typedef T type; };
template<class T, class F> struct Cond<false, T, F> { typedef F type; };

template<class T> using Ptr = T*;
template<class T> struct Box { typedef T value_type; T x; };

static_assert(IsPtr<int*>::value, "pointer");
static_assert(!IsPtr<float>::value, "not a pointer");
static_assert(IsPtr<int>::value == 7, "explicit specialization");
static_assert(Vec<float>::size == 4, "default argument");
static_assert(sizeof(Cond<false, char, double>::type) == 8, "partial specialization on a bool");
static_assert(sizeof(Vec<short, 3>) == 6, "layout of an instantiation");

// CHECK: FunctionDecl k 'void (float *, Vec<float, 3>)' global
// CHECK: VarDecl y 'int'
// CHECK: RecordDecl struct IsPtr<int *>
// CHECK: VarDecl IsPtr<int *>::value 'const bool' constexpr value=true
// CHECK: RecordDecl struct IsPtr<int>
// CHECK-NEXT: VarDecl IsPtr<int>::value 'const int' constexpr value=7
// CHECK: RecordDecl struct Vec<float, 4> size=16 align=4
// CHECK: RecordDecl struct Vec<float, 3> size=12 align=4
// CHECK: FunctionDecl sum 'float () const' device inline(in-class) method const

// IR: define ptx_kernel void @_Z1kPf3VecIfLi3EE(
// IR: define linkonce_odr float @_ZNK3VecIfLi3EE3sumEv(
__global__ void k(Ptr<float> out, Vec<float, 3> a) {
  typename Box<int>::value_type y = 2;
  out[0] = a.sum() + y;
}
