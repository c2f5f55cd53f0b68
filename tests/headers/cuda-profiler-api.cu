// <cuda_profiler_api.h> is NVIDIA's (the nvidia-cuda-profiler-api wheel, found beside the
// runtime's headers); NVIDIA's asyncAPI and matrixMul samples include it and stopped at
// "cannot find include file `<cuda_profiler_api.h>`". The program links against the runtime,
// which defines cudaProfilerStart/Stop.
// RUN: %circlec %s -o %t
// RUN: %circlec -E %s | FileCheck %s
// CHECK: cuda_profiler_api.h"
// CHECK: cudaProfilerStart(void);
#include <cuda_profiler_api.h>
int main() {
  cudaProfilerStart();
  cudaProfilerStop();
  return 0;
}
