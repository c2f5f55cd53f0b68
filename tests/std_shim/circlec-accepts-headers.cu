// circlec accepts the system's C and C++ headers (glibc's, through libstdc++'s <cXXX> wrappers
// too) and its own CUDA headers, with no diagnostics, and their macros expand to the values
// glibc and CUDA give them.
// RUN: %circlec -fsyntax-only %s 2>&1 | count 0
// RUN: %circlec -E %s | FileCheck %s
#include <cstdio>
#include <stdio.h>
#include <cstdlib>
#include <stdlib.h>
#include <cstring>
#include <string.h>
#include <cmath>
#include <math.h>
#include <cstdint>
#include <stdint.h>
#include <cstddef>
#include <stddef.h>
#include <climits>
#include <limits.h>
#include <cfloat>
#include <float.h>
#include <cassert>
#include <assert.h>
#include <cuda_runtime.h>
#include <cuda_runtime_api.h>
#include <vector_types.h>

// CHECK: int int32_max = (2147483647);
int int32_max = INT32_MAX;
// CHECK: unsigned long uint64_max = (18446744073709551615UL);
unsigned long uint64_max = UINT64_MAX;
// CHECK: int exit_failure = 1;
int exit_failure = EXIT_FAILURE;
// CHECK: int runtime_version = 12090;
int runtime_version = CUDART_VERSION;

__global__ void scale(float *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    p[i] = sqrtf(p[i]) * fmaxf(p[i], 1.0f);
}

int main() {
  float *d = nullptr;
  cudaError_t err = cudaMalloc((void **)&d, 16 * sizeof(float));
  if (err != cudaSuccess) {
    fprintf(stderr, "%s\n", cudaGetErrorString(err));
    return EXIT_FAILURE;
  }
  scale<<<1, 16>>>(d, 16);
  cudaDeviceSynchronize();
  cudaFree(d);
  int8_t small = INT8_MAX;
  size_t big = SIZE_MAX;
  printf("%d %lu %s\n", small, big, strchr("abc", 'b'));
  return 0;
}
