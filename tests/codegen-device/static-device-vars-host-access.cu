// `static __device__` and `static __constant__` variables are reached by the host through the
// runtime (`cudaMemcpyToSymbol`, `cudaMemcpyFromSymbol`), which the optimizer cannot see: they
// stay in the module (`@llvm.compiler.used`), neither folded to their initializer nor losing
// stores nothing in device code reads. NVIDIA's binomialOptions sample failed on an H200 with
// "cudaMemcpyFromSymbol ... invalid device symbol": its `static __device__ real d_CallValue[]`
// and the kernel's stores to it had been optimized away.
// REQUIRES: libcudart
// RUN: %circlec --emit=ptx --sm 70 -I %S/../../examples %s -o %t
// RUN: FileCheck %s --check-prefix=PTX < %t.sm_70.ptx
// RUN: %circlec --sm 70,90 -I %S/../../examples %s -o %t.exe
// RUN: timeout 120 %t.exe > %t.out 2>&1
// RUN: FileCheck %s --check-prefix=ANY < %t.out
// RUN: if [ "$CIRCLEC_GPU_TESTS" = 1 ]; then FileCheck %s --check-prefix=GPU < %t.out; fi
// PTX-DAG: .const .align 4 .b8 _ZL4c_in[16];
// PTX-DAG: .global .align 4 .b8 _ZL5d_out[16];
// PTX-LABEL: .entry _Z7doublevv(
// PTX: ld.const.f32
// PTX: st.global.f32
// ANY: {{static-device-vars: PASS|failed: .* \(cudaError[A-Za-z]+\)}}
// ANY-NOT: FAIL
// GPU: static-device-vars: PASS
#include "cuda_check.h"
static __constant__ float c_in[4];
static __device__ float d_out[4];
__global__ void doublev() { d_out[threadIdx.x] = c_in[threadIdx.x] * 2; }
int main() {
  float h[4] = {1, 2, 3, 4}, out[4] = {};
  check(cudaMemcpyToSymbol(c_in, h, sizeof(h)), "cudaMemcpyToSymbol");
  doublev<<<1, 4>>>();
  check(cudaGetLastError(), "launch");
  check(cudaMemcpyFromSymbol(out, d_out, sizeof(out)), "cudaMemcpyFromSymbol");
  int errors = 0;
  for (int i = 0; i < 4; i++) errors += out[i] != 2 * h[i];
  return verdict("static-device-vars", errors);
}
