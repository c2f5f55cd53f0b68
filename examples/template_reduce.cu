// template_reduce.cu: a templated block reduction. `block_reduce<T, BLOCK, Op>` sums (or takes
// the maximum of) each block's part in shared memory with a tree of halving strides; the
// operation is a small function object, the block size a non-type template argument, and the
// same kernel template runs for `int` sums and `float` maxima. The host checks both results.
#include "cuda_check.h"

template <class T> struct Plus {
  __device__ T operator()(T a, T b) const { return a + b; }
  static constexpr T identity() { return T(0); }
};
template <class T> struct Max {
  __device__ T operator()(T a, T b) const { return a > b ? a : b; }
  static constexpr T identity() { return T(-1e30); }
};

template <class T, int BLOCK, class Op>
__global__ void block_reduce(const T *in, T *partial, int n, Op op) {
  static_assert((BLOCK & (BLOCK - 1)) == 0, "BLOCK must be a power of two");
  __shared__ T buf[BLOCK];
  int tid = threadIdx.x;
  int i = blockIdx.x * BLOCK + tid;
  buf[tid] = i < n ? in[i] : Op::identity();
  __syncthreads();
  for (int stride = BLOCK / 2; stride > 0; stride /= 2) {
    if (tid < stride)
      buf[tid] = op(buf[tid], buf[tid + stride]);
    __syncthreads();
  }
  if (tid == 0)
    partial[blockIdx.x] = buf[0];
}

template <class T, int BLOCK, class Op>
T reduce(const T *host, int n, Op op) {
  const int blocks = (n + BLOCK - 1) / BLOCK;
  T *d_in = nullptr;
  T *d_partial = nullptr;
  check(cudaMalloc((void **)&d_in, n * sizeof(T)), "cudaMalloc");
  check(cudaMalloc((void **)&d_partial, blocks * sizeof(T)), "cudaMalloc");
  check(cudaMemcpy(d_in, host, n * sizeof(T), cudaMemcpyHostToDevice), "cudaMemcpy");
  block_reduce<T, BLOCK, Op><<<blocks, BLOCK>>>(d_in, d_partial, n, op);
  check(cudaGetLastError(), "block_reduce launch");
  check(cudaDeviceSynchronize(), "block_reduce");
  T *partial = (T *)malloc(blocks * sizeof(T));
  check(cudaMemcpy(partial, d_partial, blocks * sizeof(T), cudaMemcpyDeviceToHost), "cudaMemcpy");
  T total = partial[0];
  for (int b = 1; b < blocks; ++b)
    total = op.host(total, partial[b]);
  free(partial);
  cudaFree(d_in);
  cudaFree(d_partial);
  return total;
}

struct IntSum : Plus<int> {
  int host(int a, int b) const { return a + b; }
};
struct FloatMax : Max<float> {
  float host(float a, float b) const { return a > b ? a : b; }
};

int main() {
  const int n = 100000;
  int *ints = (int *)malloc(n * sizeof(int));
  float *floats = (float *)malloc(n * sizeof(float));
  long long expected = 0;
  float expected_max = -1e30f;
  for (int i = 0; i < n; ++i) {
    ints[i] = i % 11 - 5;
    expected += ints[i];
    floats[i] = (float)((i * 37) % 1001) * 0.5f;
    if (floats[i] > expected_max)
      expected_max = floats[i];
  }
  int sum = reduce<int, 256>(ints, n, IntSum());
  float mx = reduce<float, 128>(floats, n, FloatMax());
  printf("sum = %d (expected %lld), max = %g (expected %g)\n", sum, expected, mx, expected_max);
  free(ints);
  free(floats);
  return verdict("template_reduce", (sum == expected ? 0 : 1) + (mx == expected_max ? 0 : 1));
}
