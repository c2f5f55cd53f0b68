// The device half of tests/rdc/separate-compilation.cu: a `__device__` function, a
// `__device__` table and a `__device__` counter that kernels of the other file use, and a
// kernel of its own that the other file launches through `extern`.
__device__ int table[4] = {0, 10, 20, 30};
__device__ unsigned counter;

__device__ int scale(int x) { return 3 * x; }

__global__ void count_calls(int n) {
  if (threadIdx.x == 0 && blockIdx.x == 0)
    atomicAdd(&counter, (unsigned)n);
}
