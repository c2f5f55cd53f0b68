// Device helpers are inlined far more eagerly than LLVM's default (the inliner's threshold is
// 3,000 in device modules), as nvcc inlines them: an 8x8 register tile passed by pointer to a
// helper whose fully unrolled loops make it large is inlined, so SROA keeps the tile in
// registers: no call, no local-memory depot. (With LLVM's default threshold the helper stayed a
// call and the tile went to local memory; on an H100 the corpus's GEMMs ran 6-8 times slower
// than nvcc's for that alone.) `__noinline__` is still honoured.
// RUN: %circlec --emit=ptx --sm 70 %s -o %t
// RUN: FileCheck %s < %t.sm_70.ptx
// CHECK-LABEL: .entry _Z4tileILb0EEvPKfS1_Pfi(
// CHECK-NOT: call.uni
// CHECK-NOT: __local_depot
// CHECK: ret;
// CHECK-LABEL: .entry _Z4tileILb1EEvPKfS1_Pfi(
// CHECK: call.uni
// CHECK: ret;

__device__ void multiply(const float* a, const float* b, float (*acc)[8]) {
#pragma unroll
  for (int k = 0; k < 16; ++k)
#pragma unroll
    for (int i = 0; i < 8; ++i)
#pragma unroll
      for (int j = 0; j < 8; ++j)
        acc[i][j] += a[k * 8 + i] * b[k * 8 + j];
}

__device__ __noinline__ void multiply_kept(const float* a, const float* b, float (*acc)[8]) { multiply(a, b, acc); }

template <bool KEEP>
__global__ void tile(const float* a, const float* b, float* c, int steps) {
  float acc[8][8];
#pragma unroll
  for (int i = 0; i < 8; ++i)
#pragma unroll
    for (int j = 0; j < 8; ++j)
      acc[i][j] = 0.0f;
  for (int s = 0; s < steps; ++s) {
    if (KEEP)
      multiply_kept(a + s * 128, b + s * 128, acc);
    else
      multiply(a + s * 128, b + s * 128, acc);
  }
#pragma unroll
  for (int i = 0; i < 8; ++i)
#pragma unroll
    for (int j = 0; j < 8; ++j)
      c[(threadIdx.x * 8 + i) * 8 + j] = acc[i][j];
}

template __global__ void tile<false>(const float*, const float*, float*, int);
template __global__ void tile<true>(const float*, const float*, float*, int);
