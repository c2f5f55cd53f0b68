// The kernel the build lines of nvcc-lines.test compile.
#include <stdio.h>
#include "scale.h"
__global__ void scale(float *a, float s, int n) {
  int i = blockIdx.x * BLOCK + threadIdx.x;
  if (i < n) a[i] = a[i] * s / 3.0f;
}
extern "C" void launch_scale(float *a, float s, int n) { scale<<<(n + BLOCK - 1) / BLOCK, BLOCK>>>(a, s, n); }
#ifndef NO_MAIN
int main() { printf("built\n"); return 0; }
#endif
