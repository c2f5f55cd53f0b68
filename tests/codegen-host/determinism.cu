// The host object (with the fatbin of every sm embedded) is byte-identical from run to run,
// though the host module is lowered beside the device targets.
// RUN: %circlec -c --sm 52,70,80 %s -o %t.1.o
// RUN: %circlec -c --sm 52,70,80 %s -o %t.2.o
// RUN: cmp %t.1.o %t.2.o
// RUN: %circlec -S --emit=llvm --sm 52,70,80 %s -o %t.a
// RUN: %circlec -S --emit=llvm --sm 52,70,80 %s -o %t.b
// RUN: cmp %t.a.host.ll %t.b.host.ll
// RUN: FileCheck %s < %t.a.host.ll
// CHECK: @__circlec_module_ctor

__constant__ float c[4];
__device__ int counter;
template <int N> __global__ void k(float *p) { p[threadIdx.x] = c[N % 4] * N + counter; }
int main() {
  k<1><<<1, 1>>>(nullptr);
  k<2><<<1, 1>>>(nullptr);
  k<3><<<1, 1>>>(nullptr);
  return 0;
}
