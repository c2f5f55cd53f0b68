// By-value structs as clang 19 passes them (nvvm-llvm19.md §4.1): a `ptr byval(%struct.S)`
// parameter with the C++ alignment of S, `alignas` included, in kernels and device functions.
// circlec passes them as first-class aggregates instead (KNOWN_FAILURES.md KF1): remove the
// XFAIL line when this passes. The CHECK lines were checked against clang 19's own IR.
//
// RUN: rm -rf %t && mkdir -p %t && %circlec --emit=llvm --sm 52 -O0 %s -o %t/ir
// RUN: FileCheck %s --input-file %t/ir.sm_52.ll

struct SPad { char a; double b; int c; };
struct alignas(16) A16 { int x; };
union U { int i; double d; };

// CHECK-LABEL: define {{.*}}void @_Z9k_structs4SPad3A161U(
// CHECK-SAME: ptr {{[a-z ]*}}byval(%struct.SPad) align 8 %0, ptr {{[a-z ]*}}byval(%struct.A16) align 16 %1, ptr {{[a-z ]*}}byval(%union.U) align 8 %2)
__global__ void k_structs(SPad p, A16 a, U u) {}

// CHECK-LABEL: define {{.*}}@_Z8d_struct4SPad3A16(
// CHECK-SAME: ptr {{[a-z ]*}}byval(%struct.SPad) align 8 %0, ptr {{[a-z ]*}}byval(%struct.A16) align 16 %1)
__device__ __attribute__((noinline)) SPad d_struct(SPad p, A16 a) { p.c += a.x; return p; }
