// Exercises: kernel launches in all their forms. Function-template kernels with type and
// non-type parameters launched with explicit template arguments and with deduction; the
// four-argument chevron form with dynamic shared memory and a cudaStream_t; dim3 grids
// and blocks in one, two and three dimensions; kernels taking a struct by value, bool,
// char, short, long long, double, enum and pointer-to-const parameters, with implicit
// argument conversions at the launch; __launch_bounds__ with two arguments; and a host
// function template that launches a kernel template.
//
// RUN: %circlec -fsyntax-only %s
// RUN: %circlec --dump-ast %s | FileCheck %s
// CHECK-DAG: fillKernel
// CHECK-DAG: stridedCopy
// CHECK-DAG: volumeKernel
// CHECK-DAG: launchFill

#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>

enum class Axis : int { X, Y, Z };

struct Extent {
  int nx, ny, nz;
  long long volume() const { return (long long)nx * ny * nz; }
};

template <typename T>
__global__ void fillKernel(T* data, T value, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    data[i] = value;
}

template <typename T, int Stride, bool Accumulate>
__global__ void __launch_bounds__(256, 2) stridedCopy(T* dst, const T* src, int n) {
  extern __shared__ unsigned char staging[];
  T* buffer = (T*)staging;
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i * Stride < n)
    buffer[threadIdx.x] = src[i * Stride];
  __syncthreads();
  if (i * Stride < n) {
    if (Accumulate)
      dst[i] += buffer[threadIdx.x];
    else
      dst[i] = buffer[threadIdx.x];
  }
}

__global__ void volumeKernel(Extent e, Axis axis, float* out, bool verbose, char tag,
                             short bias, long long offset, double scale) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  int z = blockIdx.z * blockDim.z + threadIdx.z;
  if (x >= e.nx || y >= e.ny || z >= e.nz)
    return;
  long long linear = ((long long)z * e.ny + y) * e.nx + x + offset;
  int coord = axis == Axis::X ? x : (axis == Axis::Y ? y : z);
  out[linear] = (float)(coord * scale) + bias;
  if (verbose && linear == 0)
    printf("volume %lld tag %c\n", e.volume(), tag);
}

template <typename T>
void launchFill(T* data, T value, int n, cudaStream_t stream) {
  unsigned int blocks = (unsigned int)((n + 255) / 256);
  fillKernel<T><<<blocks, 256, 0, stream>>>(data, value, n);
}

int main() {
  const int n = 1 << 16;
  float* f;
  double* d;
  int* iv;
  cudaMalloc((void**)&f, n * sizeof(float));
  cudaMalloc((void**)&d, n * sizeof(double));
  cudaMalloc((void**)&iv, n * sizeof(int));

  cudaStream_t stream = 0;   // the default stream
  fillKernel<<<64, 256>>>(f, 1.5f, n);                  // T deduced as float
  fillKernel<double><<<64, 256, 0, stream>>>(d, 2, n);  // explicit T; 2 converts to double
  launchFill(iv, 7, n, stream);                         // host template, T = int

  dim3 grid1 = {(n / 4 + 255) / 256, 1, 1};
  dim3 block1 = {256, 1, 1};
  size_t shmem = 256 * sizeof(float);
  stridedCopy<float, 4, false><<<grid1, block1, shmem, stream>>>(f, f, n);
  stridedCopy<int, 2, true><<<(n / 2 + 255) / 256, 256, 256 * sizeof(int)>>>(iv, iv, n);

  Extent e = {64, 32, 16};
  float* vol;
  cudaMalloc((void**)&vol, e.volume() * sizeof(float));
  dim3 block3 = {8, 8, 4};
  dim3 grid3 = {64 / 8, 32 / 8, 16 / 4};
  volumeKernel<<<grid3, block3>>>(e, Axis::Y, vol, true, 'v', (short)-1, 0LL, 0.5);
  dim3 grid2 = {8, 4, 1};
  volumeKernel<<<grid2, block3, 0, 0>>>(e, Axis::Z, vol, false, 65, 0, 0, 1.0f);

  cudaError_t err = cudaDeviceSynchronize();
  printf("launches done: %s\n", cudaGetErrorString(err));
  cudaFree(f);
  cudaFree(d);
  cudaFree(iv);
  cudaFree(vol);
  return err == cudaSuccess ? 0 : 1;
}
