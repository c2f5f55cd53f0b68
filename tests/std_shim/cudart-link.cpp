// A host program built with circlec's <cuda_runtime.h> links with NVIDIA's libcudart and calls
// it correctly: the error codes libcudart returns have the names our enumerators give them, and
// without a GPU the first call reports the runtime's error and the program exits cleanly. With
// CIRCLEC_GPU_TESTS=1 (a machine with a GPU) it also checks a device round trip and the
// cudaDeviceProp layout.
// REQUIRES: clang-cuda, libcudart
// RUN: %clangxx -std=c++17 -I %std_shim -D__host__= -D__device__= %s \
// RUN:   %libcudart -Wl,-rpath,%libcudart_dir -o %t
// RUN: %t | FileCheck %s
// CHECK: names: ok
// CHECK: {{^(no device: cudaError[A-Za-z]+ .+|device: .+ sm_[0-9]+)$}}
// RUN: %if gpu %{ %t | FileCheck %s --check-prefix=GPU %}
// GPU: device: {{.+}} sm_{{[0-9]+}}
// GPU: round trip: PASS
#include <cuda_runtime.h>
#include <stdio.h>
#include <string.h>

struct Named {
  cudaError_t value;
  const char *name;
};

int main() {
  const Named names[] = {
      {cudaSuccess, "cudaSuccess"},
      {cudaErrorInvalidValue, "cudaErrorInvalidValue"},
      {cudaErrorMemoryAllocation, "cudaErrorMemoryAllocation"},
      {cudaErrorInsufficientDriver, "cudaErrorInsufficientDriver"},
      {cudaErrorNoDevice, "cudaErrorNoDevice"},
      {cudaErrorInvalidDevice, "cudaErrorInvalidDevice"},
      {cudaErrorInvalidKernelImage, "cudaErrorInvalidKernelImage"},
      {cudaErrorNoKernelImageForDevice, "cudaErrorNoKernelImageForDevice"},
      {cudaErrorIllegalAddress, "cudaErrorIllegalAddress"},
      {cudaErrorLaunchFailure, "cudaErrorLaunchFailure"},
      {cudaErrorUnknown, "cudaErrorUnknown"},
  };
  int bad = 0;
  for (const Named &n : names) {
    if (strcmp(cudaGetErrorName(n.value), n.name) != 0) {
      printf("mismatch: %d is %s in libcudart, %s here\n", (int)n.value, cudaGetErrorName(n.value), n.name);
      ++bad;
    }
  }
  printf("names: %s\n", bad == 0 ? "ok" : "MISMATCH");

  int count = 0;
  cudaError_t err = cudaGetDeviceCount(&count);
  if (err != cudaSuccess || count == 0) {
    printf("no device: %s %s\n", cudaGetErrorName(err), cudaGetErrorString(err));
    return bad;
  }
  cudaDeviceProp prop;
  memset(&prop, 0, sizeof prop);
  cudaGetDeviceProperties(&prop, 0);
  int major = 0;
  cudaDeviceGetAttribute(&major, cudaDevAttrComputeCapabilityMajor, 0);
  printf("device: %s sm_%d%d\n", prop.name, prop.major, prop.minor);
  if (major != prop.major)
    ++bad;

  int host[4] = {1, 2, 3, 4};
  int back[4] = {0, 0, 0, 0};
  void *dev = nullptr;
  cudaMalloc(&dev, sizeof host);
  cudaMemcpy(dev, host, sizeof host, cudaMemcpyHostToDevice);
  cudaMemset(dev, 0, sizeof(int));
  cudaMemcpy(back, dev, sizeof back, cudaMemcpyDeviceToHost);
  cudaFree(dev);
  bool ok = back[0] == 0 && back[1] == 2 && back[3] == 4 && cudaGetLastError() == cudaSuccess;
  printf("round trip: %s\n", ok ? "PASS" : "FAIL");
  return bad + (ok ? 0 : 1);
}
