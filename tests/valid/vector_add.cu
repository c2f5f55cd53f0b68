// Exercises: the smallest complete CUDA program: a __global__ kernel indexed by
// blockIdx/blockDim/threadIdx, host main with malloc, cudaMalloc, cudaMemcpy in both
// directions, an integer launch configuration, cudaGetLastError/cudaGetErrorString,
// cudaDeviceSynchronize, cudaFree, and a host-side check loop with printf.
//
// RUN: %circlec -fsyntax-only %s
// RUN: %circlec --dump-ast %s | FileCheck %s
// CHECK-DAG: vecAddKernel
// CHECK-DAG: checkResult
// CHECK-DAG: main

#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>

__global__ void vecAddKernel(const float* a, const float* b, float* c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    c[i] = a[i] + b[i];
}

// Returns the number of mismatching elements.
int checkResult(const float* a, const float* b, const float* c, int n) {
  int errors = 0;
  for (int i = 0; i < n; ++i) {
    float expected = a[i] + b[i];
    if (c[i] != expected) {
      if (errors < 10)
        printf("mismatch at %d: %f != %f\n", i, c[i], expected);
      ++errors;
    }
  }
  return errors;
}

int main() {
  const int n = 1 << 20;
  const size_t bytes = n * sizeof(float);

  float* hA = (float*)malloc(bytes);
  float* hB = (float*)malloc(bytes);
  float* hC = (float*)malloc(bytes);
  if (hA == nullptr || hB == nullptr || hC == nullptr) {
    printf("host allocation failed\n");
    return 1;
  }
  for (int i = 0; i < n; i++) {
    hA[i] = (float)i;
    hB[i] = 2.0f * i;
    hC[i] = 0;
  }

  float* dA = nullptr;
  float* dB = nullptr;
  float* dC = nullptr;
  cudaMalloc((void**)&dA, bytes);
  cudaMalloc((void**)&dB, bytes);
  cudaMalloc((void**)&dC, bytes);
  cudaMemcpy(dA, hA, bytes, cudaMemcpyHostToDevice);
  cudaMemcpy(dB, hB, bytes, cudaMemcpyHostToDevice);

  int threads = 256;
  int blocks = (n + threads - 1) / threads;
  vecAddKernel<<<blocks, threads>>>(dA, dB, dC, n);

  cudaError_t err = cudaGetLastError();
  if (err != cudaSuccess) {
    printf("launch failed: %s\n", cudaGetErrorString(err));
    return 1;
  }
  cudaDeviceSynchronize();
  cudaMemcpy(hC, dC, bytes, cudaMemcpyDeviceToHost);

  int errors = checkResult(hA, hB, hC, n);
  printf("%s (%d errors)\n", errors == 0 ? "PASSED" : "FAILED", errors);

  cudaFree(dA);
  cudaFree(dB);
  cudaFree(dC);
  free(hA);
  free(hB);
  free(hC);
  return errors == 0 ? 0 : 1;
}
