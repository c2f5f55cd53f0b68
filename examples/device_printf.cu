// device_printf.cu: printf from device code (lowered to the driver's `vprintf`). Each of four
// threads prints one line and writes its square; the host checks the squares. The device lines
// appear when the host synchronizes; their order between threads is not fixed.
#include "cuda_check.h"

__global__ void hello(int *out) {
  int i = threadIdx.x;
  printf("hello from thread %d of block %d: %d squared is %d\n", i, (int)blockIdx.x, i, i * i);
  out[i] = i * i;
}

int main() {
  const int n = 4;
  int got[n];
  int *d_out = nullptr;
  check(cudaMalloc((void **)&d_out, n * sizeof(int)), "cudaMalloc");
  hello<<<1, n, 0, 0>>>(d_out);
  check(cudaGetLastError(), "hello launch");
  check(cudaDeviceSynchronize(), "hello");
  check(cudaMemcpy(got, d_out, n * sizeof(int), cudaMemcpyDeviceToHost), "cudaMemcpy");
  int errors = 0;
  for (int i = 0; i < n; ++i) {
    if (got[i] != i * i)
      ++errors;
  }
  cudaFree(d_out);
  return verdict("device_printf", errors);
}
