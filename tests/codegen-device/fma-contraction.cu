// Device code fuses a multiply and an add into one `fma`, as nvcc (--fmad=true) and clang
// (-ffp-contract=fast for CUDA) do by default; the host module is unaffected.
// RUN: %circlec --emit=ptx --sm 70 %s -o %t
// RUN: FileCheck %s < %t.sm_70.ptx
__global__ void axpy(float* y, const float* x, float a) {
  int i = threadIdx.x;
  y[i] = a * x[i] + y[i];
}
// CHECK-LABEL: .entry _Z4axpyPfPKff(
// CHECK: fma.rn.f32
// CHECK-NOT: mul.rn.f32
// CHECK: ret;
__global__ void daxpy(double* y, const double* x, double a) {
  int i = threadIdx.x;
  y[i] = a * x[i] + y[i];
}
// CHECK-LABEL: .entry _Z5daxpyPdPKdd(
// CHECK: fma.rn.f64
