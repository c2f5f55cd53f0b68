// The shipped <cuda_runtime.h> matches NVIDIA's: the same sizes, alignments and offsets of the
// structs and vector types, the same enumerator values, and every function prototype
// redeclares NVIDIA's without a conflict (clang rejects a redeclaration with other types).
// REQUIRES: clang-cuda, cuda-headers
// RUN: %clangxx -std=c++17 %cuda_includes -o %t.real %s
// RUN: %clangxx -std=c++17 -DSHIPPED -I %std_shim -o %t.shipped %s
// RUN: %t.real > %t.real.txt && %t.shipped > %t.shipped.txt
// RUN: diff %t.real.txt %t.shipped.txt
// RUN: FileCheck %s < %t.shipped.txt
// CHECK: cudaDeviceProp 1032 8
// CHECK: dim3 12 4
// RUN: echo 'extern "C" {' > %t.fns.cpp
// RUN: awk '/^extern "C" \{/,/^}/' %std_shim/cuda_runtime.h | grep -v '^extern "C" {' \
// RUN:   | sed -E 's/ = [A-Za-z0-9]+([,)])/\1/g' >> %t.fns.cpp
// RUN: grep -c cudaError_t %t.fns.cpp | FileCheck %s --check-prefix=COUNT
// COUNT: {{[4-9][0-9]}}
// RUN: %clangxx -std=c++17 -fsyntax-only %cuda_includes -include cuda_runtime_api.h %t.fns.cpp
#ifdef SHIPPED
#define __host__
#define __device__
#endif
#include <stdio.h>
#include <stddef.h>
#ifdef SHIPPED
#include "cuda_runtime.h"
#else
#include <cuda_runtime_api.h>
#include <vector_types.h>
#endif

#define P(T) printf(#T " %zu %zu\n", sizeof(T), alignof(T));

int main() {
  P(cudaDeviceProp) P(dim3) P(uint3) P(char1) P(char2) P(char3) P(char4) P(uchar2) P(short2)
  P(short3) P(short4) P(ushort4) P(int1) P(int2) P(int3) P(int4) P(uint2) P(uint4) P(long1)
  P(long2) P(long3) P(long4) P(ulong2) P(longlong2) P(longlong3) P(longlong4) P(ulonglong4)
  P(float1) P(float2) P(float3) P(float4) P(double1) P(double2) P(double3) P(double4)
  P(cudaUUID_t) P(cudaError_t) P(cudaStream_t) P(cudaEvent_t)
  printf("offsets %zu %zu %zu %zu %zu\n", offsetof(cudaDeviceProp, totalGlobalMem),
         offsetof(cudaDeviceProp, major), offsetof(cudaDeviceProp, multiProcessorCount),
         offsetof(cudaDeviceProp, unifiedFunctionPointers), offsetof(cudaDeviceProp, reserved));
  printf("errors %d %d %d %d %d %d\n", (int)cudaSuccess, (int)cudaErrorInvalidValue,
         (int)cudaErrorMemoryAllocation, (int)cudaErrorNoDevice, (int)cudaErrorInsufficientDriver,
         (int)cudaErrorUnknown);
  printf("kinds %d %d %d %d %d\n", (int)cudaMemcpyHostToHost, (int)cudaMemcpyHostToDevice,
         (int)cudaMemcpyDeviceToHost, (int)cudaMemcpyDeviceToDevice, (int)cudaMemcpyDefault);
  printf("attrs %d %d %d %d\n", (int)cudaDevAttrMaxThreadsPerBlock, (int)cudaDevAttrWarpSize,
         (int)cudaDevAttrMultiProcessorCount, (int)cudaDevAttrComputeCapabilityMajor);
  printf("flags %d %d %d %d\n", cudaStreamNonBlocking, cudaEventDisableTiming, cudaHostAllocMapped,
         cudaMemAttachGlobal);
  printf("version %d\n", CUDART_VERSION);
  return 0;
}
