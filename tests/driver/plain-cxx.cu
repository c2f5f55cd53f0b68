// A `.cpp` (`.cc`, `.cxx`) source is plain C++, as nvcc hands it to the host compiler and clang
// compiles it without `-x cuda`: no `__CUDACC__`/`__NVCC__`, no implicit <cuda_runtime.h>
// (an explicit #include of it still finds NVIDIA's). `-x cu` makes it CUDA again, `-x c++`
// makes a `.cu` file plain C++. NVIDIA's mergeSort sample failed with "redefinition of `umin`"
// (its .cpp file's `umin` against math_functions.hpp's).
// RUN: %circlec --sm 70 %s %S/Inputs/plain-cxx/host.cpp -o %t
// RUN: %if gpu %{ %t | FileCheck %s --check-prefix=RUNS %}
// RUNS: host 3 device 10
// RUN: %circlec -E -DSHOW_MACROS %S/Inputs/plain-cxx/host.cpp | FileCheck %s --check-prefix=CXX
// RUN: %circlec -E -DSHOW_MACROS -x c++ %s | FileCheck %s --check-prefix=CXX
// CXX-NOT: cuda_runtime.h
// CXX: plain: __CUDACC__ __NVCC__
// RUN: %circlec -E -DSHOW_MACROS %s | FileCheck %s --check-prefix=CU
// RUN: not %circlec -fsyntax-only -x cu %S/Inputs/plain-cxx/host.cpp 2>&1 | FileCheck %s --check-prefix=CUDA
// CU: cuda_runtime.h
// CU: plain: 1 1
// CUDA: error: redefinition of `umin`
__global__ void twice(int *p) { *p *= 2; }
int device_part(int v) {
  int *d, r = 0;
  cudaMalloc(&d, sizeof(int));
  cudaMemcpy(d, &v, sizeof(int), cudaMemcpyHostToDevice);
  twice<<<1, 1>>>(d);
  cudaMemcpy(&r, d, sizeof(int), cudaMemcpyDeviceToHost);
  return r;
}
#ifdef SHOW_MACROS
plain: __CUDACC__ __NVCC__
#endif
