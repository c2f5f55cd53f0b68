// A floating grid or block dimension converts to `unsigned int`, as `dim3(unsigned)` takes it in
// nvcc's headers (NVIDIA's cdpBezierTessellation launches `<<<ceilf(n / 32.0f), 32>>>`), on the
// host and in device code.
// RUN: %circlec -fsyntax-only -rdc=true %s
// RUN: %circlec -S --emit=llvm --sm 70 -rdc=true %s -o %t
// RUN: FileCheck %s < %t.host.ll
// RUN: FileCheck %s --check-prefix=DEV < %t.sm_70.ll
#include <cmath>
__global__ void child(int n) {}

__global__ void parent(int n) { child<<<ceilf(n / 32.0f), 32>>>(n); }
// DEV-LABEL: define {{.*}}@_Z6parenti(
// DEV: fptoui float {{.*}} to i32
// DEV: call ptr @__cudaCDP2GetParameterBufferV2(

int main() {
  int n = 100;
  child<<<ceilf(n / 32.0f), 32.0>>>(n);
  return 0;
}
// CHECK-LABEL: define {{.*}}@main(
// CHECK: fptoui float {{.*}} to i32
// CHECK: __cudaPushCallConfiguration
