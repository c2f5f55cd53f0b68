// Exercises: a 1D stencil with halo cells in a __shared__ array whose size is a macro
// expression, weights in a brace-initialized __constant__ array, #define constants in
// array bounds and loop limits, an extern "C" kernel, a __forceinline__ device helper,
// a __noinline__ device helper, min/max written with the conditional operator, and
// static_assert over a constant expression built from macros and sizeof.
//
// RUN: %circlec -fsyntax-only %s
// RUN: %circlec --dump-ast %s | FileCheck %s
// CHECK-DAG: c_weights
// CHECK-DAG: stencil1d
// CHECK-DAG: clampIndex

#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>

#define RADIUS 3
#define BLOCK 128
#define WIDTH (2 * RADIUS + 1)

__constant__ float c_weights[WIDTH] = {0.05f, 0.1f, 0.15f, 0.4f, 0.15f, 0.1f, 0.05f};
static_assert(sizeof(c_weights) / sizeof(c_weights[0]) == 7, "seven taps");

__device__ __forceinline__ int clampIndex(int i, int n) {
  return i < 0 ? 0 : (i >= n ? n - 1 : i);
}

__device__ __noinline__ float weightedSum(const float* window) {
  float s = 0.0f;
#pragma unroll
  for (int k = -RADIUS; k <= RADIUS; ++k)
    s += c_weights[k + RADIUS] * window[k];
  return s;
}

extern "C" __global__ void stencil1d(const float* in, float* out, int n) {
  __shared__ float tile[BLOCK + 2 * RADIUS];
  int g = blockIdx.x * BLOCK + threadIdx.x;
  int l = threadIdx.x + RADIUS;

  tile[l] = in[clampIndex(g, n)];
  if (threadIdx.x < RADIUS) {
    tile[l - RADIUS] = in[clampIndex(g - RADIUS, n)];
    tile[l + BLOCK] = in[clampIndex(g + BLOCK, n)];
  }
  __syncthreads();

  if (g < n)
    out[g] = weightedSum(&tile[l]);
}

int main() {
  int n = 100000;
  float* h = (float*)malloc(n * sizeof(float));
  float* r = (float*)malloc(n * sizeof(float));
  for (int i = 0; i < n; ++i)
    h[i] = (i % 2 == 0) ? 1.0f : -1.0f;

  float *dIn, *dOut;
  cudaMalloc((void**)&dIn, n * sizeof(float));
  cudaMalloc((void**)&dOut, n * sizeof(float));
  cudaMemcpy(dIn, h, n * sizeof(float), cudaMemcpyHostToDevice);

  stencil1d<<<(n + BLOCK - 1) / BLOCK, BLOCK>>>(dIn, dOut, n);
  cudaError_t e = cudaGetLastError();
  if (e != cudaSuccess) {
    printf("error: %s\n", cudaGetErrorString(e));
    return 1;
  }
  cudaMemcpy(r, dOut, n * sizeof(float), cudaMemcpyDeviceToHost);

  double checksum = 0;
  for (int i = RADIUS; i < n - RADIUS; ++i)
    checksum += r[i];
  printf("checksum %f\n", checksum);

  cudaFree(dIn);
  cudaFree(dOut);
  free(h);
  free(r);
  return 0;
}
