#include <cuda_runtime.h>
__global__ void fill(int *a, int v) { a[threadIdx.x] = v; }
int launch_fill(int v) {
  int *d = nullptr;
  if (cudaMalloc((void **)&d, 4 * sizeof(int)) != cudaSuccess) return -1;
  fill<<<1, 4>>>(d, v);
  int h[4] = {0, 0, 0, 0};
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  cudaFree(d);
  return h[3];
}
