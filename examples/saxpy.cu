// saxpy.cu: y = a * x + y on the GPU, with `a` in `__constant__` memory set through
// cudaMemcpyToSymbol (the host shadow of `coef` is registered with the CUDA runtime). Checks the
// result on the host and prints PASS or FAIL (see cuda_check.h for the no-GPU behaviour).
#include "cuda_check.h"

__constant__ float coef;

__global__ void saxpy(int n, const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = coef * x[i] + y[i];
}

int main() {
  const int n = 100000;
  const size_t bytes = n * sizeof(float);
  float *x = (float *)malloc(bytes);
  float *y = (float *)malloc(bytes);
  for (int i = 0; i < n; ++i) {
    x[i] = (float)(i % 100);
    y[i] = 1.0f;
  }
  float a = 2.0f;
  float *d_x = nullptr;
  float *d_y = nullptr;
  check(cudaMalloc((void **)&d_x, bytes), "cudaMalloc");
  check(cudaMalloc((void **)&d_y, bytes), "cudaMalloc");
  check(cudaMemcpy(d_x, x, bytes, cudaMemcpyHostToDevice), "cudaMemcpy");
  check(cudaMemcpy(d_y, y, bytes, cudaMemcpyHostToDevice), "cudaMemcpy");
  // The symbol itself, not its address: `&coef` would select the template overload
  // `cudaMemcpyToSymbol(const T&, ...)` with T = float*, whose `&symbol` is a temporary's.
  check(cudaMemcpyToSymbol(coef, &a, sizeof(float), 0, cudaMemcpyHostToDevice), "cudaMemcpyToSymbol");

  saxpy<<<(n + 255) / 256, 256>>>(n, d_x, d_y);
  check(cudaGetLastError(), "saxpy launch");
  check(cudaDeviceSynchronize(), "saxpy");
  check(cudaMemcpy(y, d_y, bytes, cudaMemcpyDeviceToHost), "cudaMemcpy");

  int errors = 0;
  for (int i = 0; i < n; ++i) {
    if (y[i] != 2.0f * (float)(i % 100) + 1.0f)
      ++errors;
  }
  cudaFree(d_x);
  cudaFree(d_y);
  free(x);
  free(y);
  return verdict("saxpy", errors);
}
