// Names in namespace `std` use the `St` abbreviation (an unscoped name, no `N...E`); `St` is
// never a substitution candidate. clang++-19 -x cuda --cuda-device-only gives the same symbols.
// RUN: %circlec --emit=llvm --sm 70 -O0 %s -o %t && FileCheck %s < %t.sm_70.ll

namespace std {
__device__ int plain(int x) { return x; }
namespace inner { __device__ int deep(int x) { return x; } }
template<class T> struct box { T v; };
}

// clang: _ZSt5plaini
// CHECK-DAG: define i32 @_ZSt5plaini(
// clang: _ZNSt5inner4deepEi
// CHECK-DAG: define i32 @_ZNSt5inner4deepEi(
// clang: _Z3useRSt3boxIiE
// CHECK-DAG: define i32 @_Z3useRSt3boxIiE(
__device__ int use(std::box<int>& b) { return std::plain(b.v) + std::inner::deep(1); }
