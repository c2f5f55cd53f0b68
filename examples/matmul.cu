// matmul.cu: C = A * B for square matrices, tiled: each 16x16 block of threads loads a tile of A
// and of B into shared memory per step. The grid and block are `dim3`s. The host computes the
// product itself and compares (small integer values, so float arithmetic is exact).
#include "cuda_check.h"

const int TILE = 16;

__global__ void matmul(const float *a, const float *b, float *c, int n) {
  __shared__ float ta[TILE][TILE];
  __shared__ float tb[TILE][TILE];
  int row = blockIdx.y * TILE + threadIdx.y;
  int col = blockIdx.x * TILE + threadIdx.x;
  float sum = 0.0f;
  for (int t = 0; t < (n + TILE - 1) / TILE; ++t) {
    int ac = t * TILE + threadIdx.x;
    int br = t * TILE + threadIdx.y;
    ta[threadIdx.y][threadIdx.x] = (row < n && ac < n) ? a[row * n + ac] : 0.0f;
    tb[threadIdx.y][threadIdx.x] = (br < n && col < n) ? b[br * n + col] : 0.0f;
    __syncthreads();
    for (int k = 0; k < TILE; ++k)
      sum += ta[threadIdx.y][k] * tb[k][threadIdx.x];
    __syncthreads();
  }
  if (row < n && col < n)
    c[row * n + col] = sum;
}

int main() {
  const int n = 100;
  const size_t bytes = n * n * sizeof(float);
  float *a = (float *)malloc(bytes);
  float *b = (float *)malloc(bytes);
  float *c = (float *)malloc(bytes);
  for (int i = 0; i < n * n; ++i) {
    a[i] = (float)(i % 5);
    b[i] = (float)(i % 3 - 1);
  }
  float *d_a = nullptr;
  float *d_b = nullptr;
  float *d_c = nullptr;
  check(cudaMalloc((void **)&d_a, bytes), "cudaMalloc");
  check(cudaMalloc((void **)&d_b, bytes), "cudaMalloc");
  check(cudaMalloc((void **)&d_c, bytes), "cudaMalloc");
  check(cudaMemcpy(d_a, a, bytes, cudaMemcpyHostToDevice), "cudaMemcpy");
  check(cudaMemcpy(d_b, b, bytes, cudaMemcpyHostToDevice), "cudaMemcpy");

  dim3 block(TILE, TILE);
  dim3 grid((n + TILE - 1) / TILE, (n + TILE - 1) / TILE);
  matmul<<<grid, block>>>(d_a, d_b, d_c, n);
  check(cudaGetLastError(), "matmul launch");
  check(cudaDeviceSynchronize(), "matmul");
  check(cudaMemcpy(c, d_c, bytes, cudaMemcpyDeviceToHost), "cudaMemcpy");

  int errors = 0;
  for (int i = 0; i < n; ++i) {
    for (int j = 0; j < n; ++j) {
      float s = 0.0f;
      for (int k = 0; k < n; ++k)
        s += a[i * n + k] * b[k * n + j];
      if (c[i * n + j] != s)
        ++errors;
    }
  }
  cudaFree(d_a);
  cudaFree(d_b);
  cudaFree(d_c);
  free(a);
  free(b);
  free(c);
  return verdict("matmul", errors);
}
