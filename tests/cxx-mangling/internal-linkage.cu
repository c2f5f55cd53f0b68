// `static` functions and variables at namespace scope have internal linkage: `L` before their
// name (`_ZL2sfi`, `_ZN2nsL2sgEi`, `_ZL2sv`); in an anonymous namespace there is no `L`.
// RUN: %circlec --emit=llvm --sm 70 -O0 %s -o %t && FileCheck %s < %t.sm_70.ll

static __device__ int sf(int x) { return x; }
namespace ns { static __device__ int sg(int x) { return x; } }
namespace { __device__ int an(int x) { return x; } }
struct S { static __device__ int sm(int x) { return x; } };

// clang: _ZL2sfi
// CHECK-DAG: define internal i32 @_ZL2sfi(
// clang: _ZN2nsL2sgEi
// CHECK-DAG: define internal i32 @_ZN2nsL2sgEi(
// clang: _ZN12_GLOBAL__N_12anEi
// CHECK-DAG: @_ZN12_GLOBAL__N_12anEi(
// clang: _ZN1S2smEi
// CHECK-DAG: @_ZN1S2smEi(
__device__ int k(int x) { return sf(x) + ns::sg(x) + an(x) + S::sm(x); }

static __device__ int sv;
namespace ns { __device__ int nv; static __device__ int nsv; }
namespace { __device__ int av; }
__device__ int gv;
// clang: @_ZL2sv, @_ZN2nsL3nsvE, @_ZN2ns2nvE, @_ZN12_GLOBAL__N_12avE, @gv
// CHECK-DAG: @_ZL2sv = internal
// CHECK-DAG: @_ZN2nsL3nsvE = internal
// CHECK-DAG: @_ZN2ns2nvE =
// CHECK-DAG: @_ZN12_GLOBAL__N_12avE = internal
// CHECK-DAG: @gv =
__device__ int usev() { return sv + ns::nv + ns::nsv + av + gv; }
