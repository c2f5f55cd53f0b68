// A member function declared in its class without `inline` and defined outside with `inline`
// (or `__forceinline__`: always inlined) is an inline function: `linkonce_odr` where it is
// used, and not emitted at all where it is not, as a non-inline one (`external`) is.
// RUN: %circlec --emit=llvm --sm 70 -O0 %s -o %t
// RUN: FileCheck %s < %t.sm_70.ll
// RUN: FileCheck %s --check-prefix=NOT < %t.sm_70.ll
struct S {
  int v;
  __device__ int used() const;
  __device__ int unused() const;
  __device__ int forced() const;
  __device__ int plain() const;
};
// CHECK-DAG: define linkonce_odr {{.*}}@_ZNK1S4usedEv
// CHECK-DAG: define {{.*}}i32 @_ZNK1S5plainEv
// NOT-NOT: _ZNK1S6unusedEv
// NOT-NOT: define {{(dso_local )?}}i32 @_ZNK1S6forcedEv
__device__ inline int S::used() const { return v + 1; }
__device__ inline int S::unused() const { return v + 2; }
__device__ __forceinline__ int S::forced() const { return v + 3; }
__device__ int S::plain() const { return v + 4; }
__global__ void k(S s, int* out) { out[0] = s.used() + s.forced(); }
