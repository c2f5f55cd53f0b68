// Kernel launches in device code (dynamic parallelism): `parent` launches `child` grids on the
// default stream and on `cudaStreamFireAndForget`, and `finish` as a tail launch; device-side
// `cudaGetLastError` reports a failed launch; `remote_child`, a kernel of another unit
// (Inputs/rdc_child.cu), is launched from device code too. Each launch is the parameter-buffer protocol of
// CUDA 12's device runtime (`__cudaCDP2GetParameterBufferV2`, the arguments at their aligned
// offsets, `__cudaCDP2LaunchDeviceV2`); the device link adds libcudadevrt, whose functions end
// up in every sm's linked cubin. Without `-rdc` each launch is an error. On a GPU it prints PASS.
// REQUIRES: libcudart, cuobjdump
// RUN: rm -rf %t && mkdir -p %t
// RUN: %circlec -rdc=true --emit=ptx --sm 70 -I%S/../../examples %s -o %t/ptx
// RUN: FileCheck %s --check-prefix=PTX < %t/ptx.sm_70.ptx
// RUN: %circlec -rdc=true --sm 70,90 -I%S/../../examples %s %S/Inputs/rdc_child.cu -o %t/dp
// RUN: %cuobjdump -elf %t/dp | FileCheck %s --check-prefix=ELF
// RUN: %circlec -v -rdc=true --sm 70 -I%S/../../examples %s %S/Inputs/rdc_child.cu -o %t/dp-v 2>&1 | FileCheck %s --check-prefix=DEVRT
// DEVRT: nvJitLink -arch=sm_70 {{.*}}libcudadevrt.a
// RUN: timeout 120 %t/dp > %t/dp.out 2>&1
// RUN: FileCheck %s --check-prefix=ANY < %t/dp.out
// RUN: %if gpu %{ FileCheck %s --check-prefix=GPU < %t/dp.out %}
// RUN: not %circlec -c --sm 70 -I%S/../../examples %s -o %t/nordc.o 2>&1 | FileCheck %s --check-prefix=NORDC
#include "cuda_check.h"

struct Pair {
  int a;
  double b;
};

__global__ void child(int *out, int row, Pair p, char c) {
  out[row * 32 + threadIdx.x] = p.a + (int)p.b + c + (int)threadIdx.x;
}

__global__ void finish(int *out) { out[3 * 32] = 1; }
__global__ void remote_child(int *out);

__global__ void parent(int *out) {
  if (threadIdx.x != 0)
    return;
  Pair p{1, 2.0};
  child<<<1, 32>>>(out, 0, p, 'x');
  child<<<dim3(1), dim3(32), 0, cudaStreamFireAndForget>>>(out, 1, p, 'y');
  finish<<<1, 1, 0, cudaStreamTailLaunch>>>(out);
  remote_child<<<1, 1>>>(out);
  if (cudaGetLastError() != cudaSuccess)
    out[3 * 32 + 1] = -1;
}

int main() {
  int *d = nullptr;
  const int n = 4 * 32;
  check(cudaMalloc(&d, n * sizeof(int)), "cudaMalloc");
  check(cudaMemset(d, 0, n * sizeof(int)), "cudaMemset");
  parent<<<1, 32>>>(d);
  check(cudaGetLastError(), "launch of parent");
  check(cudaDeviceSynchronize(), "cudaDeviceSynchronize");
  int h[n];
  check(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost), "cudaMemcpy");
  int errors = 0;
  for (int i = 0; i < 32; ++i) {
    errors += h[i] != 3 + 'x' + i;
    errors += h[32 + i] != 3 + 'y' + i;
  }
  errors += h[96] != 1;
  errors += h[97] != 0;
  errors += h[98] != 42;
  cudaFree(d);
  return verdict("dynamic-parallelism", errors);
}

// PTX: .extern .entry _Z12remote_childPi
// PTX: .extern .func (.param .b64 func_retval0) __cudaCDP2GetParameterBufferV2
// PTX: .param .align 4 .b8 __cudaCDP2GetParameterBufferV2_param_1[12]
// PTX: .extern .func (.param .b32 func_retval0) __cudaCDP2LaunchDeviceV2
// PTX: .extern .func (.param .b32 func_retval0) __cudaCDP2GetLastError
// PTX-LABEL: .entry _Z6parentPi(
// PTX: call.uni (retval0),{{[[:space:]]*}}__cudaCDP2GetParameterBufferV2,
// PTX-DAG: st.u64 [[[BUF:%rd[0-9]+]]], %rd{{[0-9]+}};
// PTX-DAG: st.u32 [[[BUF]]+16], %r{{[0-9]+}};
// PTX-DAG: st.u64 [[[BUF]]+24], %rd{{[0-9]+}};
// PTX-DAG: st.u8 [[[BUF]]+32], %rs{{[0-9]+}};
// PTX: call.uni (retval0),{{[[:space:]]*}}__cudaCDP2LaunchDeviceV2,
// PTX: call.uni (retval0),{{[[:space:]]*}}__cudaCDP2GetLastError,
// ELF: arch = sm_70
// ELF-DAG: FUNC {{.*}} ENTRY {{.*}} _Z6parentPi
// ELF-DAG: FUNC {{.*}} __cudaCDP2LaunchDeviceV2
// ELF-DAG: FUNC {{.*}} ENTRY {{.*}} _Z12remote_childPi
// ELF: arch = sm_90
// ELF-DAG: FUNC {{.*}} __cudaCDP2GetParameterBufferV2
// ANY: {{dynamic-parallelism: PASS|failed: .* \(cudaError[A-Za-z]+\)}}
// ANY-NOT: FAIL
// GPU: dynamic-parallelism: PASS
// NORDC: error: a kernel launch in device code for sm_70 needs relocatable device code [E0707]
// NORDC: error: device code for sm_70 calls `cudaGetLastError` of the CUDA device runtime, which needs relocatable device code [E0712]
