// Exercises: warp-level voting and exchange: __ballot_sync, __shfl_xor_sync butterfly
// reductions, __shfl_sync broadcasts, the runtime warpSize variable, atomicOr/atomicAnd/
// atomicXor/atomicExch. Codegen context: namespace-scope `@codegen const` objects built
// from __nvvm_arch, from constexpr values and from other codegen objects; a three-way
// `@codegen if / else @codegen if / else` chain; a `@codegen if` nested inside a branch;
// a `@codegen if` with no else; and __is_host_target in an untagged function that both
// host and device code call.
//
// RUN: %circlec -fsyntax-only %s
// RUN: %circlec --dump-ast %s | FileCheck %s
// CHECK-DAG: g_arch
// CHECK-DAG: g_independentThreads
// CHECK-DAG: warpVoteKernel
// CHECK-DAG: describeTarget

#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>

constexpr int kVoltaArch = 70;
constexpr int kAmpereArch = 80;
constexpr unsigned int kAllLanes = 0xffffffffu;

@codegen const int g_arch = __nvvm_arch;
@codegen const bool g_independentThreads = g_arch >= kVoltaArch;
@codegen const bool g_ampereOrNewer = g_arch >= kAmpereArch && g_independentThreads;

// Untagged and called from both sides; each target keeps only its own branch.
const char* describeTarget() {
  @codegen if (__is_host_target) {
    return "host";
  } else {
    return "device";
  }
}

int countBits(unsigned int mask) {
  int count = 0;
  for (; mask != 0; mask &= mask - 1)
    ++count;
  return count;
}

__device__ int warpSum(int v) {
  @codegen if (g_ampereOrNewer) {
    for (int lane = 16; lane >= 1; lane /= 2)
      v += __shfl_xor_sync(kAllLanes, v, lane);
  } else @codegen if (g_independentThreads) {
    for (int lane = 16; lane >= 1; lane >>= 1)
      v += __shfl_xor_sync(kAllLanes, v, lane, 32);
  } else {
    // Older targets: reduce with down-shuffles, then broadcast lane 0's total.
    for (int offset = 16; offset > 0; offset /= 2)
      v += __shfl_down_sync(kAllLanes, v, offset);
    @codegen if (g_arch >= 60) {
      v = __shfl_sync(kAllLanes, v, 0);
    } else {
      v = __shfl_sync(kAllLanes, v, 0, 32);
    }
  }
  return v;
}

__global__ void warpVoteKernel(const float* values, int n, float threshold,
                               unsigned int* masks, int* counts, unsigned int* flags) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x % warpSize;
  int warp = i / warpSize;
  bool above = i < n && values[i] > threshold;

  unsigned int ballot = __ballot_sync(kAllLanes, above);
  int total = warpSum(above ? 1 : 0);
  @codegen if (g_arch < kVoltaArch) {
    total = countBits(ballot);   // the ballot is exact on every target
  }

  if (lane == 0) {
    masks[warp] = ballot;
    counts[warp] = total;
    atomicOr(&flags[0], ballot);
    atomicAnd(&flags[1], ballot);
    atomicXor(&flags[2], ballot);
    atomicExch(&flags[3], (unsigned int)warp);
  }
  if (i == 0)
    printf("running on the %s\n", describeTarget());
}

int main() {
  const int n = 1024;
  const int warps = n / 32;
  float* h = (float*)malloc(n * sizeof(float));
  for (int i = 0; i < n; ++i)
    h[i] = (float)((i * 37) % 100) / 100.0f;

  float* dValues;
  unsigned int *dMasks, *dFlags;
  int* dCounts;
  cudaMalloc((void**)&dValues, n * sizeof(float));
  cudaMalloc((void**)&dMasks, warps * sizeof(unsigned int));
  cudaMalloc((void**)&dCounts, warps * sizeof(int));
  cudaMalloc((void**)&dFlags, 4 * sizeof(unsigned int));
  cudaMemcpy(dValues, h, n * sizeof(float), cudaMemcpyHostToDevice);
  unsigned int initFlags[4] = {0u, ~0u, 0u, 0u};
  cudaMemcpy(dFlags, initFlags, sizeof initFlags, cudaMemcpyHostToDevice);

  warpVoteKernel<<<n / 256, 256>>>(dValues, n, 0.5f, dMasks, dCounts, dFlags);
  cudaDeviceSynchronize();

  int counts[warps];
  unsigned int masks[warps];
  cudaMemcpy(counts, dCounts, sizeof counts, cudaMemcpyDeviceToHost);
  cudaMemcpy(masks, dMasks, sizeof masks, cudaMemcpyDeviceToHost);
  int mismatches = 0;
  for (int w = 0; w < warps; ++w)
    if (counts[w] != countBits(masks[w]))
      ++mismatches;
  printf("%s: %d warps, %d mismatches\n", describeTarget(), warps, mismatches);

  cudaFree(dValues);
  cudaFree(dMasks);
  cudaFree(dCounts);
  cudaFree(dFlags);
  free(h);
  return mismatches;
}
