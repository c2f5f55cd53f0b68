// Exercises: storage classes and global objects: __managed__ variables read and written by
// both host and device, __device__ globals and arrays, __constant__ scalars and structs with
// brace initializers, const and constexpr namespace-scope objects, static functions and
// static globals (internal linkage), static locals, extern declarations followed by
// definitions, volatile locals, __host__ __device__ functions, pointer-to-pointer and
// array-of-pointer types, and a host-only function pointer table.
//
// RUN: %circlec -fsyntax-only %s
// RUN: %circlec --dump-ast %s | FileCheck %s
// CHECK-DAG: g_managedCounter
// CHECK-DAG: c_params
// CHECK-DAG: g_deviceTable
// CHECK-DAG: tallyKernel

#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>

struct Params {
  int iterations;
  float threshold;
  unsigned int seed;
};

__managed__ int g_managedCounter = 0;
__managed__ float g_managedResult[4];
__device__ int g_deviceTable[16];
__device__ unsigned long long g_deviceClock;
__constant__ Params c_params = {8, 0.5f, 0xC0FFEEu};
__constant__ int c_lookup[4] = {1, 10, 100, 1000};

extern int g_hostCalls;          // declared here, defined below
static int s_reportCount = 0;    // internal linkage
const int kTableSize = 16;
constexpr float kScale = 1.0f / 16.0f;

__host__ __device__ unsigned int lcg(unsigned int state) {
  return state * 1103515245u + 12345u;
}

static __device__ float toUnit(unsigned int bits) {
  return (bits >> 8) * (1.0f / 16777216.0f);
}

__global__ void tallyKernel(int** rows, int rowCount) {
  int tid = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned int state = c_params.seed ^ (unsigned int)tid;
  int hits = 0;
  for (int k = 0; k < c_params.iterations; ++k) {
    state = lcg(state);
    if (toUnit(state) < c_params.threshold)
      ++hits;
  }
  atomicAdd(&g_deviceTable[tid % kTableSize], hits * c_lookup[tid & 3]);
  atomicAdd(&g_managedCounter, 1);
  if (tid < rowCount && rows[tid] != nullptr)
    rows[tid][0] = hits;
  if (tid == 0) {
    g_deviceClock = 1;
    g_managedResult[0] = hits * kScale;
  }
}

int g_hostCalls = 0;

static void report(const char* what, int value) {
  static int calls = 0;   // persists across calls
  ++calls;
  ++s_reportCount;
  ++g_hostCalls;
  printf("#%d %s = %d\n", calls, what, value);
}

int doubleIt(int v) { return 2 * v; }
int negateIt(int v) { return -v; }

int main() {
  const int rowCount = 4;
  int* hostRows[rowCount];
  int** dRows = nullptr;
  for (int r = 0; r < rowCount; ++r)
    cudaMalloc((void**)&hostRows[r], 8 * sizeof(int));
  cudaMalloc((void**)&dRows, sizeof hostRows);
  cudaMemcpy(dRows, hostRows, sizeof hostRows, cudaMemcpyHostToDevice);

  g_managedCounter = 0;
  tallyKernel<<<2, 64>>>(dRows, rowCount);
  cudaDeviceSynchronize();

  volatile int observed = g_managedCounter;   // managed memory is host-visible after sync
  report("threads", observed);

  int (*transforms[2])(int) = {doubleIt, negateIt};
  typedef int (*Transform)(int);
  Transform pick = observed > 100 ? transforms[0] : transforms[1];
  report("transformed", pick(observed));

  int firstRow[8];
  cudaMemcpy(firstRow, hostRows[0], sizeof firstRow, cudaMemcpyDeviceToHost);
  report("row0", firstRow[0]);
  printf("result %f, %d reports, %d host calls\n", g_managedResult[0], s_reportCount, g_hostCalls);

  for (int r = 0; r < rowCount; ++r)
    cudaFree(hostRows[r]);
  cudaFree(dRows);
  return observed == 128 ? 0 : 1;
}
