// vector_add.cu: the example `make demo` compiles. It adds two vectors on the GPU and checks the
// result on the host, printing PASS or FAIL.
//
// What it shows of circlec:
//  - one source, one front-end pass: the kernel, the host code and the helpers share one AST;
//  - `scale` is an untagged function called from the kernel: as in Circle, any function defined
//    in the translation unit may be called from device code, without `__device__`;
//  - `@codegen if (__nvvm_arch >= 70)` picks target-dependent code at code-generation time, once
//    per sm target (`--sm 52,70`), where CUDA would test `__CUDA_ARCH__` in a separate front-end
//    pass per target. `__nvvm_arch` is 0 in the host module.
//
// Without a GPU, the first CUDA call fails: the program prints the runtime's error, then
// `SKIP: no usable CUDA device`, and exits 0 (cuda_check.h).
#include "cuda_check.h"
#include <math.h>

// An untagged helper: callable from host and device code alike.
float scale(float x, float factor) {
  return x * factor;
}

// Adds a and b into out, element by element; each thread handles one element.
__global__ void vector_add(const float *a, const float *b, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float sum = 0.0f;
  @codegen if (__nvvm_arch >= 70) {
    // sm_70 and later: the same sum as a fused multiply-add (a * 1 + b rounds as a + b does).
    sum = fmaf(a[i], 1.0f, b[i]);
  } else {
    sum = a[i] + b[i];
  }
  out[i] = scale(sum, 1.0f);
}

int main() {
  const int n = 1 << 20;
  const size_t bytes = n * sizeof(float);

  float *a = (float *)malloc(bytes);
  float *b = (float *)malloc(bytes);
  float *out = (float *)malloc(bytes);
  for (int i = 0; i < n; ++i) {
    a[i] = (float)i;
    b[i] = scale((float)i, 2.0f);
  }

  float *d_a = nullptr;
  float *d_b = nullptr;
  float *d_out = nullptr;
  check(cudaMalloc((void **)&d_a, bytes), "cudaMalloc");
  check(cudaMalloc((void **)&d_b, bytes), "cudaMalloc");
  check(cudaMalloc((void **)&d_out, bytes), "cudaMalloc");
  check(cudaMemcpy(d_a, a, bytes, cudaMemcpyHostToDevice), "cudaMemcpy");
  check(cudaMemcpy(d_b, b, bytes, cudaMemcpyHostToDevice), "cudaMemcpy");

  const int threads = 256;
  const int blocks = (n + threads - 1) / threads;
  vector_add<<<blocks, threads>>>(d_a, d_b, d_out, n);
  check(cudaGetLastError(), "vector_add launch");
  check(cudaDeviceSynchronize(), "vector_add");

  check(cudaMemcpy(out, d_out, bytes, cudaMemcpyDeviceToHost), "cudaMemcpy");
  int errors = 0;
  for (int i = 0; i < n; ++i) {
    if (out[i] != 3.0f * (float)i)
      ++errors;
  }

  cudaFree(d_a);
  cudaFree(d_b);
  cudaFree(d_out);
  free(a);
  free(b);
  free(out);

  printf("vector_add of %d elements\n", n);
  return verdict("vector_add", errors);
}
