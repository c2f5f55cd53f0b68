// Variable templates: constexpr ones fold in constant expressions and in device code; the
// others are emitted linkonce_odr with clang's mangling (`_Z7counterIiE`), as are static data
// members of class template instances (`_ZN1SIiE1nE`), host and device.
// RUN: %circlec %s -o %t
// RUN: %t | FileCheck %s
// RUN: %circlec -S --emit=llvm --sm 70 %s -o %t.ir
// RUN: FileCheck %s --check-prefix=HOST < %t.ir.host.ll
// RUN: FileCheck %s --check-prefix=DEV < %t.ir.sm_70.ll
// RUN: %circlec --emit=ptx --sm 70 %s -o %t.dev && FileCheck %s --check-prefix=PTX < %t.dev.sm_70.ptx
#include <stdio.h>

template<class T> constexpr T pi_v = T(3.14159);
template<class T> T counter = T(1);
template<class T> const T cval = T(2);
template<class T, int N = 4> T scaled = T(N) * 2;
namespace ns { template<class T, int N> T arr = T(N); }
template<class T> struct S { static int n; };
template<class T> int S<T>::n = 10;
template<class T> __device__ T dv = T(5);
template<class T> struct D { static __device__ int m; };
template<class T> __device__ int D<T>::m = 4;

template<class T> constexpr int size_v = sizeof(T);
template<> constexpr int size_v<void> = 0;
template<> int counter<char> = 7;
static_assert(size_v<int> == 4 && size_v<void> == 0, "explicit specialization");
// An explicit specialization is an ordinary definition, as clang.
// HOST-DAG: @_Z7counterIcE = global i32 7
static_assert(pi_v<int> == 3, "constexpr variable template in a constant expression");
static_assert(pi_v<float> > 3.14f && pi_v<float> < 3.15f, "");
constexpr int three = pi_v<int>;
int arr_of[pi_v<int>];
static_assert(sizeof(arr_of) == 3 * sizeof(int), "");

// HOST-DAG: @_Z7counterIiE = linkonce_odr global i32 1
// HOST-DAG: @_Z4cvalIlE = linkonce_odr {{.*}}i64 2
// HOST-DAG: @_ZN2ns3arrIiLi3EEE = linkonce_odr global i32 3
// HOST-DAG: @_ZN1SIiE1nE = linkonce_odr global i32 10
// HOST-DAG: @_Z6scaledIiLi4EE = linkonce_odr global i32 8
// HOST-DAG: @_Z4pi_vIdE = linkonce_odr {{.*}}double 3.14159
int use() {
  counter<int> += 1;
  S<int>::n += 1;
  return counter<int> + *&cval<long> + ns::arr<int, 3> + S<int>::n + scaled<int> + (int)*&pi_v<double>;
}

// DEV-DAG: @_Z2dvIfE = linkonce_odr {{.*}}addrspace(1) externally_initialized global float 5.0
// DEV-DAG: @_ZN1DIiE1mE = linkonce_odr {{.*}}addrspace(1) externally_initialized global i32 4
// PTX-LABEL: .entry _Z1kPf
// PTX: add.f32 {{.*}}0f40490FD0;
__global__ void k(float* o) { *o = pi_v<float> + dv<float> + D<int>::m; }

int main() {
  int u = use();
  // CHECK: use=29 counter=2 n=11 pi=3.14159 spec=7
  printf("use=%d counter=%d n=%d pi=%g spec=%d\n", u, counter<int>, S<int>::n, pi_v<double>, counter<char>);
  return u == 29 ? 0 : 1;
}
