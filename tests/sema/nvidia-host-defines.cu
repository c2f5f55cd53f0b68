// NVIDIA's own <crt/host_defines.h> (from the wheels) defines the CUDA keywords as GNU
// attributes (`__global__` is `__attribute__((global))`, `__forceinline__` is `__inline__
// __attribute__((always_inline))`, `__launch_bounds__(...)` is `__attribute__((launch_bounds(...)))`),
// and circlec reads them there: a kernel with launch bounds, device and constant variables and a
// forced-inline helper come out as with the keywords. (Needs GNU's `__inline__` spelling and the
// attributes; the GCC-identifying macros are given by hand until circlec predefines them.)
// REQUIRES: cuda-headers
// RUN: %circlec --emit=ptx --sm 70 -D__GNUC__=4 -D__CUDACC__ %cuda_includes -I /usr/include -I /usr/include/x86_64-linux-gnu %s -o %t 2>&1 | FileCheck %s --check-prefix=DIAG
// RUN: FileCheck %s < %t.sm_70.ptx
// DIAG-NOT: error
// CHECK-DAG: .visible .global .align 4 .u32 dv;
// CHECK-DAG: .visible .const .align 4 .u32 cv = 2;
// CHECK: .entry _Z1kPi(
// CHECK: .maxntid 128, 1, 1
#include <crt/host_defines.h>

__device__ int dv;
__constant__ int cv = 2;
__host__ __device__ __forceinline__ int twice(int x) { return 2 * x; }
__global__ void __launch_bounds__(128) k(int* o) { o[0] = twice(dv + cv); }
