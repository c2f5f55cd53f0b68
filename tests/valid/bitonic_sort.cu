// Exercises: one global bitonic merge step per launch, driven by a host double loop.
// XOR partner indexing, shifts and masks on unsigned int, a swap helper taking lvalue
// references, a function template deduced from its arguments (compareSwap<T>), a
// bool parameter, a typedef'd key type, and do/while and while loops on the host.
//
// RUN: %circlec -fsyntax-only %s
// RUN: %circlec --dump-ast %s | FileCheck %s
// CHECK-DAG: bitonicStep
// CHECK-DAG: compareSwap
// CHECK-DAG: isSorted

#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>

typedef unsigned int key_t32;

template <typename T>
void swapValues(T& a, T& b) {
  T t = a;
  a = b;
  b = t;
}

// Puts the pair in ascending order if `ascending`, descending otherwise.
template <typename T>
void compareSwap(T& a, T& b, bool ascending) {
  if ((a > b) == ascending)
    swapValues(a, b);
}

__global__ void bitonicStep(key_t32* keys, unsigned int j, unsigned int k) {
  unsigned int i = threadIdx.x + blockDim.x * blockIdx.x;
  unsigned int partner = i ^ j;
  if (partner > i) {
    bool ascending = (i & k) == 0;
    compareSwap(keys[i], keys[partner], ascending);
  }
}

bool isSorted(const key_t32* keys, unsigned int n) {
  unsigned int i = 1;
  while (i < n) {
    if (keys[i - 1] > keys[i])
      return false;
    ++i;
  }
  return true;
}

unsigned int nextPowerOfTwo(unsigned int v) {
  --v;
  v |= v >> 1;
  v |= v >> 2;
  v |= v >> 4;
  v |= v >> 8;
  v |= v >> 16;
  return v + 1;
}

int main() {
  const unsigned int n = nextPowerOfTwo(60000);  // bitonic sort needs a power of two
  key_t32* h = (key_t32*)malloc(n * sizeof(key_t32));
  key_t32 state = 2463534242u;
  unsigned int filled = 0;
  do {
    state ^= state << 13;
    state ^= state >> 17;
    state ^= state << 5;
    h[filled++] = state;
  } while (filled < n);

  key_t32* d = nullptr;
  cudaMalloc((void**)&d, n * sizeof(key_t32));
  cudaMemcpy(d, h, n * sizeof(key_t32), cudaMemcpyHostToDevice);

  const unsigned int threads = 512;
  const unsigned int blocks = n / threads;
  int launches = 0;
  for (unsigned int k = 2; k <= n; k <<= 1) {
    for (unsigned int j = k >> 1; j > 0; j >>= 1) {
      bitonicStep<<<blocks, threads>>>(d, j, k);
      ++launches;
    }
  }
  cudaDeviceSynchronize();
  cudaMemcpy(h, d, n * sizeof(key_t32), cudaMemcpyDeviceToHost);

  bool ok = isSorted(h, n);
  printf("%u keys, %d launches: %s\n", n, launches, ok ? "sorted" : "NOT sorted");
  cudaFree(d);
  free(h);
  return ok ? 0 : 1;
}
