// NVIDIA's own <crt/host_defines.h> (from the wheels) defines the CUDA keywords as GNU
// attributes (`__global__` is `__attribute__((global))`, `__forceinline__` is `__inline__
// __attribute__((always_inline))`, `__launch_bounds__(...)` is `__attribute__((launch_bounds(...)))`),
// and circlec reads them there: a kernel with launch bounds, device and constant variables and a
// forced-inline helper come out as with the keywords. The CUDA installation's headers are on
// the search path by default, as system headers (no warnings from them).
// REQUIRES: cuda-headers
// RUN: %circlec --emit=ptx --sm 70 %s -o %t 2>&1 | FileCheck %s --check-prefix=DIAG --allow-empty
// RUN: FileCheck %s < %t.sm_70.ptx
// DIAG-NOT: {{error|warning}}:
// CHECK-DAG: .visible .global .align 4 .u32 dv;
// CHECK-DAG: .visible .const .align 4 .u32 cv = 2;
// CHECK: .entry _Z1kPi(
// CHECK: .maxntid 128, 1, 1
#include <crt/host_defines.h>

__device__ int dv;
__constant__ int cv = 2;
__host__ __device__ __forceinline__ int twice(int x) { return 2 * x; }
__global__ void __launch_bounds__(128) k(int* o) { o[0] = twice(dv + cv); }
