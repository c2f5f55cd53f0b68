// Exercises: block-wide inclusive prefix scan. Function templates with a type parameter
// and a non-type int parameter (explicit and deduced arguments), a warp scan that uses
// __shfl_up_sync under `@codegen if` with a shared-memory Hillis-Steele fallback in the
// else branch, a `@codegen const` object used as the predicate, a two-level scan with a
// second kernel that adds block offsets, and host code that runs a serial check.
//
// RUN: %circlec -fsyntax-only %s
// RUN: %circlec --dump-ast %s | FileCheck %s
// CHECK-DAG: warpInclusiveScan
// CHECK-DAG: blockScanKernel
// CHECK-DAG: addOffsetsKernel

#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>

constexpr int kBlock = 512;
constexpr int kWarpSize = 32;
constexpr int kWarpsPerBlock = kBlock / kWarpSize;
static_assert(kWarpsPerBlock <= kWarpSize, "warp totals are scanned by one warp");

template <typename T, int Width>
__device__ T warpInclusiveScan(T value, T* scratch, int lane) {
  @codegen const bool useShuffle = __nvvm_arch >= 30;
  @codegen if (useShuffle) {
    for (int d = 1; d < Width; d *= 2) {
      T up = __shfl_up_sync(0xffffffffu, value, d, Width);
      if (lane >= d)
        value += up;
    }
  } else {
    scratch[lane] = value;
    for (int d = 1; d < Width; d <<= 1) {
      T up = lane >= d ? scratch[lane - d] : (T)0;
      value += up;
      scratch[lane] = value;
    }
  }
  return value;
}

template <typename T>
__device__ T blockInclusiveScan(T value, T* warpTotals, T* scratch) {
  int lane = threadIdx.x % kWarpSize;
  int warp = threadIdx.x / kWarpSize;

  value = warpInclusiveScan<T, kWarpSize>(value, scratch + warp * kWarpSize, lane);
  if (lane == kWarpSize - 1)
    warpTotals[warp] = value;
  __syncthreads();

  if (warp == 0) {
    T total = lane < kWarpsPerBlock ? warpTotals[lane] : (T)0;
    total = warpInclusiveScan<T, kWarpSize>(total, scratch, lane);
    if (lane < kWarpsPerBlock)
      warpTotals[lane] = total;
  }
  __syncthreads();

  if (warp > 0)
    value += warpTotals[warp - 1];
  return value;
}

__global__ void blockScanKernel(const int* in, int* out, int* blockSums, int n) {
  __shared__ int warpTotals[kWarpsPerBlock];
  __shared__ int scratch[kBlock];
  int i = blockIdx.x * kBlock + threadIdx.x;
  int v = i < n ? in[i] : 0;
  v = blockInclusiveScan(v, warpTotals, scratch);
  if (i < n)
    out[i] = v;
  if (threadIdx.x == kBlock - 1)
    blockSums[blockIdx.x] = v;
}

__global__ void addOffsetsKernel(int* data, const int* scannedSums, int n) {
  int i = blockIdx.x * kBlock + threadIdx.x;
  if (blockIdx.x > 0 && i < n)
    data[i] += scannedSums[blockIdx.x - 1];
}

int main() {
  const int n = kBlock * kBlock;  // one level of block sums fits in a single block
  const int blocks = n / kBlock;
  int* h = (int*)malloc(n * sizeof(int));
  int* result = (int*)malloc(n * sizeof(int));
  for (int i = 0; i < n; ++i)
    h[i] = (i * 7) % 5;

  int *dIn, *dOut, *dSums, *dScannedSums, *dDummy;
  cudaMalloc((void**)&dIn, n * sizeof(int));
  cudaMalloc((void**)&dOut, n * sizeof(int));
  cudaMalloc((void**)&dSums, blocks * sizeof(int));
  cudaMalloc((void**)&dScannedSums, blocks * sizeof(int));
  cudaMalloc((void**)&dDummy, sizeof(int));
  cudaMemcpy(dIn, h, n * sizeof(int), cudaMemcpyHostToDevice);

  blockScanKernel<<<blocks, kBlock>>>(dIn, dOut, dSums, n);
  blockScanKernel<<<1, kBlock>>>(dSums, dScannedSums, dDummy, blocks);
  addOffsetsKernel<<<blocks, kBlock>>>(dOut, dScannedSums, n);
  cudaDeviceSynchronize();
  cudaMemcpy(result, dOut, n * sizeof(int), cudaMemcpyDeviceToHost);

  long long running = 0;
  int firstBad = -1;
  for (int i = 0; i < n && firstBad < 0; ++i) {
    running += h[i];
    if (result[i] != running)
      firstBad = i;
  }
  printf(firstBad < 0 ? "scan ok\n" : "scan wrong at %d\n", firstBad);

  cudaFree(dIn);
  cudaFree(dOut);
  cudaFree(dSums);
  cudaFree(dScannedSums);
  cudaFree(dDummy);
  free(h);
  free(result);
  return firstBad < 0 ? 0 : 1;
}
