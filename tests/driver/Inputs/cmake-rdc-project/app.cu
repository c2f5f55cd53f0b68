#include <cstdio>
extern __device__ int triple(int x);
__global__ void apply(int *out) { out[threadIdx.x] = triple((int)threadIdx.x); }
int run() {
  int *d = nullptr;
  if (cudaMalloc(&d, 32 * sizeof(int)) != cudaSuccess) {
    printf("built, no device\n");
    return 0;
  }
  apply<<<1, 32>>>(d);
  int h[32];
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("built, triple(31) = %d\n", h[31]);
  return 0;
}
