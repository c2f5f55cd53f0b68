// A namespace-scope reference is initialized with the address of the object it names, in device
// and host modules alike: `__constant__ const int& r = a;` with a constexpr `a` was emitted as a
// null pointer (it took `a`'s value), and `__device__ int& rb = b;` was refused. As clang does,
// the constexpr object the device reference names is emitted in the module's constant space.
// The program checks the values on the host, and on a GPU (the GPU bundle runs it).
// REQUIRES: libcudart
// RUN: %circlec --emit=llvm -S --sm 70 -I %S/../../examples %s -o %t
// RUN: FileCheck %s --check-prefix=IR < %t.sm_70.ll
// RUN: %circlec --sm 70,90 -I %S/../../examples %s -o %t.exe
// RUN: timeout 120 %t.exe > %t.out 2>&1
// RUN: FileCheck %s --check-prefix=ANY < %t.out
// RUN: if [ "$CIRCLEC_GPU_TESTS" = 1 ]; then FileCheck %s --check-prefix=GPU < %t.out; fi
// IR-DAG: @r = {{.*}}addrspace(4) {{.*}}global ptr addrspacecast (ptr addrspace(4) @_ZL1a to ptr)
// IR-DAG: @rb = {{.*}}addrspace(1) {{.*}}global ptr addrspacecast (ptr addrspace(1) @b to ptr)
// IR-DAG: @_ZL1a = internal addrspace(4) constant i32 7
// ANY: host: 7 5 12
// ANY: {{reference-globals: PASS|failed: .* \(cudaError[A-Za-z]+\)}}
// GPU: reference-globals: PASS
#include "cuda_check.h"

constexpr int a = 7;
__constant__ const int& r = a;
__device__ int b = 5;
__device__ int& rb = b;

int hx = 5;
int& hr = hx;
const int& hc = a;

__global__ void read_refs(int* o) { o[0] = r + rb; }

int main() {
  printf("host: %d %d %d\n", hc, hr, hc + hr);
  int* d;
  check(cudaMalloc((void**)&d, sizeof(int)), "cudaMalloc");
  read_refs<<<1, 1>>>(d);
  check(cudaGetLastError(), "launch");
  int got = 0;
  check(cudaMemcpy(&got, d, sizeof(int), cudaMemcpyDeviceToHost), "cudaMemcpy");
  return verdict("reference-globals", got == 12 ? 0 : 1);
}
