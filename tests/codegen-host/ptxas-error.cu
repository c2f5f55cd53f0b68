// ptxas errors are circlec errors naming the sm and the kernel, pointing at the kernel. (Two
// shared arrays that each fit but together pass 48 KiB: circlec checks each variable itself.)
// REQUIRES: ptxas
// RUN: not %circlec -c --sm 52 %s -o %t.o 2>&1 | FileCheck %s
// CHECK: ptxas-error.cu:[[@LINE+2]]:17: error: ptxas rejected the PTX for sm_52 in `too_big`: Entry function '_Z7too_bigPi' uses too much shared data{{.*}}[E0805]
// CHECK: ptxas rejected this function's code
__global__ void too_big(int *out) {
  __shared__ int buf[10000];
  __shared__ int buf2[10000];
  buf[threadIdx.x] = 1;
  buf2[threadIdx.x] = 2;
  __syncthreads();
  out[threadIdx.x] = buf[threadIdx.x + 1] + buf2[threadIdx.x + 2];
}
