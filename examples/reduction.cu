// reduction.cu: the sum of an array, each block reducing its part in shared memory (a tree of
// halving strides with __syncthreads between steps) and writing one partial sum; the host adds
// the partial sums and checks the total. Integers, so the result is exact.
#include "cuda_check.h"

const int BLOCK = 256;

__global__ void block_sum(const int *in, int *partial, int n) {
  __shared__ int buf[BLOCK];
  int tid = threadIdx.x;
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  buf[tid] = i < n ? in[i] : 0;
  __syncthreads();
  for (int stride = BLOCK / 2; stride > 0; stride /= 2) {
    if (tid < stride)
      buf[tid] += buf[tid + stride];
    __syncthreads();
  }
  if (tid == 0)
    partial[blockIdx.x] = buf[0];
}

int main() {
  const int n = 1000000;
  const int blocks = (n + BLOCK - 1) / BLOCK;
  int *in = (int *)malloc(n * sizeof(int));
  int *partial = (int *)malloc(blocks * sizeof(int));
  long long expected = 0;
  for (int i = 0; i < n; ++i) {
    in[i] = i % 7 - 3;
    expected += in[i];
  }
  int *d_in = nullptr;
  int *d_partial = nullptr;
  check(cudaMalloc((void **)&d_in, n * sizeof(int)), "cudaMalloc");
  check(cudaMalloc((void **)&d_partial, blocks * sizeof(int)), "cudaMalloc");
  check(cudaMemcpy(d_in, in, n * sizeof(int), cudaMemcpyHostToDevice), "cudaMemcpy");

  block_sum<<<blocks, BLOCK>>>(d_in, d_partial, n);
  check(cudaGetLastError(), "block_sum launch");
  check(cudaDeviceSynchronize(), "block_sum");
  check(cudaMemcpy(partial, d_partial, blocks * sizeof(int), cudaMemcpyDeviceToHost), "cudaMemcpy");

  long long total = 0;
  for (int b = 0; b < blocks; ++b)
    total += partial[b];
  printf("sum = %lld (expected %lld)\n", total, expected);
  cudaFree(d_in);
  cudaFree(d_partial);
  free(in);
  free(partial);
  return verdict("reduction", total == expected ? 0 : 1);
}
