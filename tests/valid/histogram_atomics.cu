// Exercises: a 256-bin histogram with privatized __shared__ bins and global merge via
// atomicAdd on unsigned int; unsigned char input and its promotion to int; atomicCAS used
// to implement an atomic maximum; atomicMax/atomicMin/atomicInc; a plain enum used as
// a kernel parameter; a grid-stride loop; bitwise operators on unsigned values. Codegen
// context: a scoped arch enum cast to int inside codegen expressions, a `@codegen const`
// object declared before a loop, a brace-less `@codegen if` statement with an else, and
// a `@codegen if` chain comparing (int)__nvvm_arch for equality.
//
// RUN: %circlec -fsyntax-only %s
// RUN: %circlec --dump-ast %s | FileCheck %s
// CHECK-DAG: histogramKernel
// CHECK-DAG: atomicMaxViaCAS
// CHECK-DAG: statsKernel

#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>

#define NUM_BINS 256

enum BinMode { BIN_IDENTITY, BIN_HIGH_NIBBLE, BIN_PARITY };
enum class gpu_arch_t { kepler = 35, maxwell = 52, pascal = 60, volta = 70 };

__device__ unsigned int binOf(unsigned char byte, BinMode mode) {
  switch (mode) {
  case BIN_IDENTITY:
    return byte;
  case BIN_HIGH_NIBBLE:
    return (byte >> 4) & 0xFu;
  case BIN_PARITY: {
    unsigned int p = byte;
    p ^= p >> 4;
    p ^= p >> 2;
    p ^= p >> 1;
    return p & 1u;
  }
  default:
    return 0;
  }
}

__global__ void histogramKernel(const unsigned char* data, unsigned int n,
                                unsigned int* bins, BinMode mode) {
  __shared__ unsigned int local[NUM_BINS];
  for (unsigned int b = threadIdx.x; b < NUM_BINS; b += blockDim.x)
    local[b] = 0;
  __syncthreads();

  // Shared-memory atomics are fast from Maxwell on; older parts go straight to global bins
  // (their private bins stay zero and the merge below skips them).
  @codegen const bool privatize = __nvvm_arch >= (int)gpu_arch_t::maxwell;
  for (unsigned int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += blockDim.x * gridDim.x) {
    unsigned int bin = binOf(data[i], mode);
    @codegen if (privatize)
      atomicAdd(&local[bin], 1u);
    else
      atomicAdd(&bins[bin], 1u);
  }
  __syncthreads();

  for (unsigned int b = threadIdx.x; b < NUM_BINS; b += blockDim.x) {
    unsigned int count = local[b];
    if (count != 0)
      atomicAdd(&bins[b], count);
  }
}

// atomicMax written the long way, with a compare-and-swap retry loop.
__device__ int atomicMaxViaCAS(int* address, int value) {
  int old = *address;
  int assumed;
  do {
    assumed = old;
    int desired = value > assumed ? value : assumed;
    old = atomicCAS(address, assumed, desired);
  } while (assumed != old);
  return old;
}

__global__ void statsKernel(const unsigned char* data, unsigned int n, int* maxOut,
                            int* minOut, unsigned int* ticket) {
  unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  int v = data[i] - 128;  // unsigned char promotes to int, so this may be negative
  @codegen if ((int)__nvvm_arch == (int)gpu_arch_t::kepler) {
    atomicMaxViaCAS(maxOut, v);
  } else @codegen if (__nvvm_arch < (int)gpu_arch_t::volta) {
    atomicMax(maxOut, v);
  } else {
    atomicMaxViaCAS(maxOut, v);   // exercised on new parts too, to keep the CAS loop tested
  }
  atomicMin(minOut, v);
  atomicMax(maxOut + 1, -v);
  atomicInc(ticket, 0xffffffffu);
}

int main() {
  const unsigned int n = 1u << 24;
  unsigned char* h = (unsigned char*)malloc(n);
  unsigned int seed = 12345u;
  for (unsigned int i = 0; i < n; ++i) {
    seed = seed * 1664525u + 1013904223u;
    h[i] = (unsigned char)(seed >> 24);
  }

  unsigned char* dData;
  unsigned int* dBins;
  int* dExtrema;
  unsigned int* dTicket;
  cudaMalloc((void**)&dData, n);
  cudaMalloc((void**)&dBins, NUM_BINS * sizeof(unsigned int));
  cudaMalloc((void**)&dExtrema, 3 * sizeof(int));
  cudaMalloc((void**)&dTicket, sizeof(unsigned int));
  cudaMemcpy(dData, h, n, cudaMemcpyHostToDevice);

  unsigned int zeros[NUM_BINS] = {};
  int extrema[3] = {-1000, 1000, -1000};
  cudaMemcpy(dBins, zeros, sizeof zeros, cudaMemcpyHostToDevice);
  cudaMemcpy(dExtrema, extrema, sizeof(extrema), cudaMemcpyHostToDevice);
  cudaMemcpy(dTicket, zeros, sizeof(unsigned int), cudaMemcpyHostToDevice);

  histogramKernel<<<120, 256>>>(dData, n, dBins, BIN_IDENTITY);
  statsKernel<<<(n + 255) / 256, 256>>>(dData, n, dExtrema, dExtrema + 1, dTicket);
  cudaDeviceSynchronize();

  unsigned int bins[NUM_BINS];
  cudaMemcpy(bins, dBins, sizeof bins, cudaMemcpyDeviceToHost);
  unsigned long long total = 0;
  for (int b = 0; b < NUM_BINS; ++b)
    total += bins[b];
  printf("total %llu of %u\n", total, n);

  cudaFree(dData);
  cudaFree(dBins);
  cudaFree(dExtrema);
  cudaFree(dTicket);
  free(h);
  return total == n ? 0 : 1;
}
