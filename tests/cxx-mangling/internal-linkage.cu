// `static` functions at namespace scope have internal linkage: `L` before their name
// (`_ZL2sfi`, `_ZN2nsL2sgEi`); in an anonymous namespace there is no `L`.
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
