// ptxas errors are circlec errors naming the sm and the kernel, pointing at the kernel.
// REQUIRES: ptxas
// RUN: not %circlec -c --sm 52 %s -o %t.o 2>&1 | FileCheck %s
// CHECK: ptxas-error.cu:[[@LINE+2]]:17: error[E0805]: ptxas rejected the PTX for sm_52 in `too_big`: Entry function '_Z7too_bigPi' uses too much shared data
// CHECK: ptxas rejected this function's code
__global__ void too_big(int *out) {
  __shared__ int buf[20000];
  buf[threadIdx.x] = 1;
  __syncthreads();
  out[threadIdx.x] = buf[threadIdx.x + 1];
}
