// `NAN`, `INFINITY`, `HUGE_VALF` and `HUGE_VAL` from the shipped <math.h> fold to constants
// (usable in constant expressions), and device `memcpy`/`memset` lower to `llvm.memcpy` and
// `llvm.memset` as clang lowers them: there is no device `memcpy` to link against, so a call
// would leave ptxas an unresolved extern function.
// RUN: %circlec --emit=llvm --sm 70 -O0 %s -o %t
// RUN: FileCheck %s < %t.sm_70.ll
// RUN: not %circlec -fsyntax-only -DBAD %s 2>&1 | FileCheck %s --check-prefix=BAD
#include <math.h>
#include <string.h>

static_assert(INFINITY > 3.4e38f, "INFINITY is above FLT_MAX");
static_assert(HUGE_VAL > 1.7e308, "HUGE_VAL is above DBL_MAX");
static_assert(NAN != NAN, "NAN is unordered");

// CHECK-LABEL: define {{.*}}float @_Z5a_nanv(
// CHECK: ret float 0x7FF8000000000000
__device__ float a_nan() { return NAN; }
// CHECK-LABEL: define {{.*}}float @_Z5a_infv(
// CHECK: ret float 0x7FF0000000000000
__device__ float a_inf() { return INFINITY + HUGE_VALF; }
// CHECK-LABEL: define {{.*}}double @_Z6a_hugev(
// CHECK: ret double 0x7FF0000000000000
__device__ double a_huge() { return HUGE_VAL; }

// CHECK-LABEL: define ptx_kernel void @_Z4copyPfPjPc(
// CHECK: call void @llvm.memcpy.p0.p0.i64(ptr align 1 %{{.*}}, ptr align 1 %{{.*}}, i64 4, i1 false)
// CHECK: call void @llvm.memset.p0.i64(ptr align 1 %{{.*}}, i8 65, i64 16, i1 false)
// CHECK-NOT: declare {{.*}}@memcpy
// CHECK-NOT: declare {{.*}}@memset
__global__ void copy(float* p, unsigned* u, char* buf) {
  memcpy(u, p, sizeof(unsigned));
  memset(buf, 0x41, 16);
}

#ifdef BAD
// BAD: math-constants-memcpy.cu:[[@LINE+1]]:32: error: `__builtin_nanf` with a NaN payload is not supported{{.*}}[E0402]
float payload = __builtin_nanf("1");
// BAD: math-constants-memcpy.cu:[[@LINE+1]]:13: error: `__builtin_inff` takes no arguments, not 1{{.*}}[E0402]
float two = __builtin_inff(2);
#endif
