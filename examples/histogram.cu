// histogram.cu: a 64-bin histogram of bytes. Each block counts into shared-memory bins with
// atomicAdd, then adds its bins to the global ones with atomicAdd; the host recomputes the
// histogram and compares every bin.
#include "cuda_check.h"

const int BINS = 64;

__global__ void histogram(const unsigned char *data, int n, unsigned int *bins) {
  __shared__ unsigned int local[BINS];
  for (int b = threadIdx.x; b < BINS; b += blockDim.x)
    local[b] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    atomicAdd(&local[data[i] % BINS], 1u);
  __syncthreads();
  for (int b = threadIdx.x; b < BINS; b += blockDim.x)
    atomicAdd(&bins[b], local[b]);
}

int main() {
  const int n = 1 << 20;
  unsigned char *data = (unsigned char *)malloc(n);
  unsigned int expected[BINS];
  unsigned int got[BINS];
  for (int b = 0; b < BINS; ++b)
    expected[b] = 0;
  unsigned int seed = 12345u;
  for (int i = 0; i < n; ++i) {
    seed = seed * 1103515245u + 12345u;
    data[i] = (unsigned char)(seed >> 16);
    expected[data[i] % BINS] += 1;
  }
  unsigned char *d_data = nullptr;
  unsigned int *d_bins = nullptr;
  check(cudaMalloc((void **)&d_data, n), "cudaMalloc");
  check(cudaMalloc((void **)&d_bins, BINS * sizeof(unsigned int)), "cudaMalloc");
  check(cudaMemcpy(d_data, data, n, cudaMemcpyHostToDevice), "cudaMemcpy");
  check(cudaMemset(d_bins, 0, BINS * sizeof(unsigned int)), "cudaMemset");

  histogram<<<64, 256>>>(d_data, n, d_bins);
  check(cudaGetLastError(), "histogram launch");
  check(cudaDeviceSynchronize(), "histogram");
  check(cudaMemcpy(got, d_bins, BINS * sizeof(unsigned int), cudaMemcpyDeviceToHost), "cudaMemcpy");

  int errors = 0;
  for (int b = 0; b < BINS; ++b) {
    if (got[b] != expected[b])
      ++errors;
  }
  cudaFree(d_data);
  cudaFree(d_bins);
  free(data);
  return verdict("histogram", errors);
}
