// Exercises: a shared-memory sum reduction whose final warp stage is chosen per target
// with `@codegen if (...) {...} else @codegen if (...) {...} else {...}`; function-scope
// `@codegen const` objects initialized from __nvvm_arch and from other codegen objects
// combined with constexpr values; dynamic `extern __shared__` memory sized by the launch's
// third chevron argument; volatile pointers; __syncthreads; __shfl_down_sync; atomicAdd on
// a float; an untagged helper called from device code.
//
// RUN: %circlec -fsyntax-only %s
// RUN: %circlec --dump-ast %s | FileCheck %s
// CHECK-DAG: blockReduceSum
// CHECK-DAG: warpReduceShfl
// CHECK-DAG: warpReduceShared
// CHECK-DAG: reduceKernel

#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>

constexpr int kThreads = 256;
constexpr int kWarp = 32;
constexpr unsigned kFullMask = 0xffffffffu;
constexpr int kShuffleArch = 30;
static_assert(kThreads % kWarp == 0, "block must be a whole number of warps");

__device__ float warpReduceShfl(float v) {
  for (int offset = kWarp / 2; offset > 0; offset >>= 1)
    v += __shfl_down_sync(kFullMask, v, offset);
  return v;
}

// Pre-shuffle fallback: the classic volatile shared-memory unrolled warp reduction.
__device__ float warpReduceShared(volatile float* s, int tid) {
  s[tid] += s[tid + 32];
  s[tid] += s[tid + 16];
  s[tid] += s[tid + 8];
  s[tid] += s[tid + 4];
  s[tid] += s[tid + 2];
  s[tid] += s[tid + 1];
  return s[tid];
}

// Untagged helper; reachable from the kernel, so it is generated for every target.
int roundUp(int x, int m) { return (x + m - 1) / m * m; }

__device__ float blockReduceSum(float* smem, float v) {
  int tid = threadIdx.x;
  smem[tid] = v;
  __syncthreads();

  for (int s = blockDim.x / 2; s > kWarp; s >>= 1) {
    if (tid < s)
      smem[tid] += smem[tid + s];
    __syncthreads();
  }

  float total = 0.0f;
  @codegen const int arch = __nvvm_arch;
  @codegen const bool hasShuffle = arch >= kShuffleArch;
  @codegen if (arch >= 70) {
    // Volta and later: independent thread scheduling, shuffle with explicit masks.
    if (tid < kWarp) {
      float x = smem[tid] + smem[tid + kWarp];
      total = warpReduceShfl(x);
    }
  } else @codegen if (hasShuffle) {
    if (tid < kWarp)
      total = warpReduceShfl(smem[tid] + smem[tid + kWarp]);
  } else {
    if (tid < kWarp)
      total = warpReduceShared(smem, tid);
  }
  return total;
}

__global__ void reduceKernel(const float* in, float* out, int n) {
  extern __shared__ float smem[];
  int i = blockIdx.x * (blockDim.x * 2) + threadIdx.x;
  float v = 0.0f;
  if (i < n)
    v += in[i];
  if (i + (int)blockDim.x < n)
    v += in[i + blockDim.x];

  float sum = blockReduceSum(smem, v);
  if (threadIdx.x == 0)
    atomicAdd(out, sum);
}

int main() {
  int n = 1000003;
  float* h = (float*)malloc(n * sizeof(float));
  for (int i = 0; i < n; ++i)
    h[i] = 1.0f;

  float* dIn = nullptr;
  float* dOut = nullptr;
  cudaMalloc((void**)&dIn, n * sizeof(float));
  cudaMalloc((void**)&dOut, sizeof(float));
  cudaMemcpy(dIn, h, n * sizeof(float), cudaMemcpyHostToDevice);
  float zero = 0.0f;
  cudaMemcpy(dOut, &zero, sizeof zero, cudaMemcpyHostToDevice);

  int blocks = roundUp(n, 2 * kThreads) / (2 * kThreads);
  size_t shmem = kThreads * sizeof(float);
  reduceKernel<<<blocks, kThreads, shmem>>>(dIn, dOut, n);
  cudaDeviceSynchronize();

  float result = 0.0f;
  cudaMemcpy(&result, dOut, sizeof(float), cudaMemcpyDeviceToHost);
  printf("sum = %.1f (expected %d)\n", result, n);

  cudaFree(dIn);
  cudaFree(dOut);
  free(h);
  return result == (float)n ? 0 : 1;
}
