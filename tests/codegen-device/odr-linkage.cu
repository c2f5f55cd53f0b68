// What each sm module contains and with which linkage: kernels and non-inline `__device__`
// functions are external roots (emitted even when unused); untagged functions reached from them
// are `internal`, inline ones (explicit, in-class, templates, constexpr) `linkonce_odr`;
// functions nothing on the device reaches are absent; an external `__device__` callee is
// declared.
// RUN: %circlec --emit=llvm --sm 70 -O0 %s -o %t
// RUN: FileCheck %s < %t.sm_70.ll
// RUN: FileCheck %s --check-prefix=ABSENT < %t.sm_70.ll

// ABSENT-NOT: never_called
// ABSENT-NOT: host_side
// ABSENT-NOT: unused_static

// CHECK-DAG: define i32 @_Z11device_rooti(
__device__ int device_root(int x) { return x * 3; }

// CHECK-DAG: define internal i32 @_Z6helperi(
int helper(int x) { return x + 1; }

// CHECK-DAG: define linkonce_odr i32 @_Z10inline_fooi(
inline int inline_foo(int x) { return helper(x) * 2; }

// CHECK-DAG: define linkonce_odr i32 @_Z6squarei(
constexpr int square(int x) { return x * x; }

// CHECK-DAG: define linkonce_odr i32 @_Z5ident{{.*}}(
template <typename T> T ident(T x) { return x; }

struct Acc {
  int total;
  // CHECK-DAG: define linkonce_odr void @_ZN3Acc3addEi(ptr
  void add(int x) { total += x; }
};

// CHECK-DAG: declare i32 @_Z8externalv()
__device__ int external();

int never_called(int x) { return x; }
// A `static` __device__ function is emitted only when used (internal).
static __device__ int unused_static(int x) { return x; }
// CHECK-DAG: define internal i32 @_ZL11used_statici(
static __device__ int used_static(int x) { return x + 1; }
__host__ int host_side(int x) { return x; }

// CHECK-DAG: define ptx_kernel void @_Z1kPi(
__global__ void k(int* out) {
  Acc a;
  a.total = 0;
  a.add(inline_foo(*out));
  a.add(square(3) + ident(4) + external());
  *out = a.total + used_static(1);
}

// extern "C" kernels keep their name.
// CHECK-DAG: define ptx_kernel void @plain_name(
extern "C" __global__ void plain_name() {}
