// `__forceinline__` and `__noinline__` become `alwaysinline` and `noinline`; `__managed__`
// variables get clang's `managed` annotation.
// RUN: %circlec --emit=llvm --sm 70 -O0 %s -o %t
// RUN: FileCheck %s < %t.sm_70.ll
// RUN: FileCheck %s --check-prefix=ABSENT < %t.sm_70.ll

// CHECK: @m = addrspace(1) externally_initialized global i32 0
__managed__ int m;

// `forced` is inline (so `linkonce_odr`) and always inlined, even at -O0: only its body remains.
// ABSENT-NOT: @_Z6forcedi
// CHECK-LABEL: define ptx_kernel void @_Z1kPi(
// CHECK: add nsw i32 %{{.*}}, 1
// CHECK: call i32 @_Z5heavyi(
__forceinline__ int forced(int x) { return x + 1; }
// CHECK: define internal i32 @_Z5heavyi(i32 %0) #[[HEAVY:[0-9]+]]
__noinline__ int heavy(int x) { return x * 7; }

__global__ void k(int* p) { p[0] = forced(p[1]) + heavy(p[2]) + m; }

// CHECK-DAG: attributes #[[HEAVY]] = { noinline }
// CHECK-DAG: !{ptr addrspace(1) @m, !"managed", i32 1}
