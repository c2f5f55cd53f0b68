// -ftime-report on a whole build prints the time of every phase: the front end (preprocess,
// parse, sema), the parallel device codegen, then per sm lowering, libdevice linking,
// optimisation, PTX emission and ptxas, then the fatbin, the host object (lowering,
// optimisation, object generation, waiting for the fatbin, patching it in) and the link.
// `--emit=ptx` stops before ptxas, which it says per sm.
// REQUIRES: ptxas, libcudart
// RUN: %circlec -ftime-report --sm 52,70 %s -o %t 2>&1 | FileCheck %s
// RUN: %circlec -ftime-report --emit=ptx --sm 52 %s -o %t 2>&1 | FileCheck %s --check-prefix=PTX
// CHECK: ===== circlec phase times =====
// CHECK-NEXT: preprocess {{ *[0-9]+\.[0-9]+}} ms
// CHECK-NEXT: parse {{ *[0-9]+\.[0-9]+}} ms
// CHECK-NEXT: sema {{ *[0-9]+\.[0-9]+}} ms
// CHECK-NEXT: device codegen {{ *[0-9]+\.[0-9]+}} ms (sm_52 sm_70, -O3, wall time, sms in parallel)
// CHECK-NEXT: sm_52 lowering {{ *[0-9]+\.[0-9]+}} ms
// CHECK-NEXT: sm_52 libdevice {{ *[0-9]+\.[0-9]+}} ms
// CHECK-NEXT: sm_52 optimisation {{ *[0-9]+\.[0-9]+}} ms
// CHECK-NEXT: sm_52 PTX emission {{ *[0-9]+\.[0-9]+}} ms
// CHECK-NEXT: sm_52 ptxas {{ *[0-9]+\.[0-9]+}} ms
// CHECK-NEXT: sm_70 lowering {{ *[0-9]+\.[0-9]+}} ms
// CHECK-NEXT: sm_70 libdevice {{ *[0-9]+\.[0-9]+}} ms
// CHECK-NEXT: sm_70 optimisation {{ *[0-9]+\.[0-9]+}} ms
// CHECK-NEXT: sm_70 PTX emission {{ *[0-9]+\.[0-9]+}} ms
// CHECK-NEXT: sm_70 ptxas {{ *[0-9]+\.[0-9]+}} ms
// CHECK-NEXT: fatbin {{ *[0-9]+\.[0-9]+}} ms (cubins + PTX)
// CHECK-NEXT: host {{ *[0-9]+\.[0-9]+}} ms
// CHECK-NEXT: host lowering {{ *[0-9]+\.[0-9]+}} ms
// CHECK-NEXT: host optimisation {{ *[0-9]+\.[0-9]+}} ms
// CHECK-NEXT: host object {{ *[0-9]+\.[0-9]+}} ms
// CHECK-NEXT: host fatbin wait {{ *[0-9]+\.[0-9]+}} ms
// CHECK-NEXT: host fatbin patch {{ *[0-9]+\.[0-9]+}} ms
// CHECK-NEXT: link {{ *[0-9]+\.[0-9]+}} ms
// PTX: sema
// PTX-NEXT: device codegen {{.*}}(sm_52, -O3
// PTX-NEXT: sm_52 lowering
// PTX-NEXT: sm_52 libdevice
// PTX-NEXT: sm_52 optimisation
// PTX-NEXT: sm_52 PTX emission
// PTX-NEXT: sm_52 ptxas {{ *}}not run

__global__ void scale(float* x, float a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] = a * x[i];
}

int main() {
  float* d = nullptr;
  scale<<<1, 32>>>(d, 2.0f, 0);
  return 0;
}
