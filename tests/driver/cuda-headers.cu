// NVIDIA's headers come from the CUDA installation: its header directories follow the system's
// (`--print-cuda` lists them), and <cuda_runtime.h> is included implicitly, as nvcc does, so the
// runtime API, `dim3` and the math API need no #include. `-nocudainc` leaves them all out.
// REQUIRES: cuda-headers
// RUN: %circlec --print-cuda | FileCheck %s --check-prefix=DIRS
// DIRS: include-dir: {{.*}}cuda_runtime{{/|/.*/}}include
// RUN: %circlec -fsyntax-only %s
// RUN: not %circlec -nocudainc -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=NOINC
// NOINC: error: use of undeclared identifier `cudaMalloc`
__global__ void k(float* p) { p[threadIdx.x] = sqrtf(p[0]); }
int main() {
  float* d = nullptr;
  cudaMalloc(&d, 4 * sizeof(float));
  dim3 grid(1), block(4);
  k<<<grid, block>>>(d);
  return cudaDeviceSynchronize() == cudaSuccess ? 0 : 1;
}
