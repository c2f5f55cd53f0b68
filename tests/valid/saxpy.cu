// Exercises: __restrict__ pointers, __launch_bounds__, a grid-stride loop with unsigned
// arithmetic, dim3 brace initialization, a default argument on a host helper, float
// literals with suffixes, fabsf from <cmath>, an untagged helper called from a kernel,
// and a kernel launched both with dim3 and with integer configurations.
//
// RUN: %circlec -fsyntax-only %s
// RUN: %circlec --dump-ast %s | FileCheck %s
// CHECK-DAG: saxpyKernel
// CHECK-DAG: fmaHelper
// CHECK-DAG: maxAbsError

#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>
#include <cmath>

constexpr int kBlockSize = 256;

// Untagged: Circle emits it for the device because a kernel calls it.
inline float fmaHelper(float a, float x, float y) {
  return a * x + y;
}

__global__ void __launch_bounds__(kBlockSize)
saxpyKernel(unsigned int n, float a, const float* __restrict__ x, float* __restrict__ y) {
  unsigned int stride = blockDim.x * gridDim.x;
  for (unsigned int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride)
    y[i] = fmaHelper(a, x[i], y[i]);
}

float maxAbsError(const float* y, unsigned int n, float expected = 4.0f) {
  float worst = 0.0f;
  for (unsigned int i = 0; i < n; ++i) {
    float e = fabsf(y[i] - expected);
    worst = e > worst ? e : worst;
  }
  return worst;
}

int main(void) {
  unsigned int n = 1u << 22;
  size_t bytes = n * sizeof(float);
  float* x = (float*)malloc(bytes);
  float* y = (float*)malloc(bytes);
  for (unsigned int i = 0; i < n; i++) {
    x[i] = 1.0f;
    y[i] = 2.0f;
  }

  float* dx;
  float* dy;
  cudaMalloc((void**)&dx, bytes);
  cudaMalloc((void**)&dy, bytes);
  cudaMemcpy(dx, x, bytes, cudaMemcpyHostToDevice);
  cudaMemcpy(dy, y, bytes, cudaMemcpyHostToDevice);

  // Half the work with an explicit dim3 configuration...
  unsigned int blocks = (n / 2 + kBlockSize - 1) / kBlockSize;
  dim3 grid = {blocks, 1, 1};
  dim3 block = {kBlockSize, 1, 1};
  saxpyKernel<<<grid, block>>>(n / 2, 2.0f, dx, dy);
  // ...the other half with integers and a capped grid.
  saxpyKernel<<<1024, kBlockSize>>>(n - n / 2, 2.0f, dx + n / 2, dy + n / 2);

  cudaError_t status = cudaDeviceSynchronize();
  if (status != cudaSuccess) {
    printf("saxpy: %s\n", cudaGetErrorString(status));
    return 1;
  }
  cudaMemcpy(y, dy, bytes, cudaMemcpyDeviceToHost);

  float err = maxAbsError(y, n);
  printf("Max error: %f\n", err);

  cudaFree(dx);
  cudaFree(dy);
  free(x);
  free(y);
  return err == 0.0f ? 0 : 1;
}
