// lambda_transform.cu: a generic `transform` kernel over a lambda. The kernel template takes
// any callable by value (`template <class F> __global__ void transform(F f, ...)`); the host
// passes lambdas that capture a scale factor by value, and a small fixed-size vector class
// template (`Vec<T, N>`) whose members the lambda calls. No `__device__` tag is written on the
// lambdas: a closure's call operator is compiled for every target that calls it.
#include "cuda_check.h"

template <class T, int N> struct Vec {
  T v[N];
  __host__ __device__ T dot(const Vec &o) const {
    T s = T(0);
    for (int i = 0; i < N; ++i)
      s += v[i] * o.v[i];
    return s;
  }
};

template <class T, class U, class F>
__global__ void transform(const T *in, U *out, int n, F f) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = f(in[i]);
}

template <class T, class U, class F>
void run_transform(const T *d_in, U *d_out, int n, F f) {
  transform<<<(n + 255) / 256, 256>>>(d_in, d_out, n, f);
  check(cudaGetLastError(), "transform launch");
  check(cudaDeviceSynchronize(), "transform");
}

int main() {
  const int n = 10000;
  float *in = (float *)malloc(n * sizeof(float));
  for (int i = 0; i < n; ++i)
    in[i] = (float)(i % 100);
  float *d_in = nullptr;
  float *d_out = nullptr;
  int *d_iout = nullptr;
  check(cudaMalloc((void **)&d_in, n * sizeof(float)), "cudaMalloc");
  check(cudaMalloc((void **)&d_out, n * sizeof(float)), "cudaMalloc");
  check(cudaMalloc((void **)&d_iout, n * sizeof(int)), "cudaMalloc");
  check(cudaMemcpy(d_in, in, n * sizeof(float), cudaMemcpyHostToDevice), "cudaMemcpy");

  float scale = 2.5f;
  Vec<float, 3> w = {{1.0f, 2.0f, 3.0f}};
  run_transform(d_in, d_out, n, [=](float x) { return scale * x + 1.0f; });
  run_transform(d_in, d_iout, n, [w](float x) {
    Vec<float, 3> v = {{x, x, x}};
    return (int)v.dot(w);
  });

  float *out = (float *)malloc(n * sizeof(float));
  int *iout = (int *)malloc(n * sizeof(int));
  check(cudaMemcpy(out, d_out, n * sizeof(float), cudaMemcpyDeviceToHost), "cudaMemcpy");
  check(cudaMemcpy(iout, d_iout, n * sizeof(int), cudaMemcpyDeviceToHost), "cudaMemcpy");
  int errors = 0;
  for (int i = 0; i < n; ++i) {
    if (out[i] != scale * in[i] + 1.0f)
      ++errors;
    if (iout[i] != (int)(in[i] * 6.0f))
      ++errors;
  }
  printf("%d mismatches\n", errors);
  cudaFree(d_in);
  cudaFree(d_out);
  cudaFree(d_iout);
  free(in);
  free(out);
  free(iout);
  return verdict("lambda_transform", errors);
}
