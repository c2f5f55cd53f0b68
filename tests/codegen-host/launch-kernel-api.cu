// `cudaLaunchKernel` called directly, as CUDA samples and libraries do: the runtime's
// `dim3` parameters (12 bytes, trivial for calls) travel as SysV says, `{ i64, i32 }` in two
// integer registers each, and the kernel's address is its launch stub. Without a GPU the
// launch fails cleanly with an error code.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %circlec -S --emit=llvm %s -o %t/lk
// RUN: FileCheck %s < %t/lk.host.ll
// RUN: %circlec %s -o %t/run && %t/run | FileCheck %s --check-prefix=OUT
#include <cstdio>
__global__ void k(int *o) { o[threadIdx.x] = threadIdx.x; }
int main() {
  int *d = nullptr;
  void *args[] = {&d};
  // CHECK: call i32 @cudaLaunchKernel(ptr %{{.*}}, { i64, i32 } %{{.*}}, { i64, i32 } %{{.*}}, ptr %{{.*}}, i64 %{{.*}}, ptr %{{.*}})
  // CHECK: declare i32 @cudaLaunchKernel(ptr, { i64, i32 }, { i64, i32 }, ptr, i64, ptr)
  cudaError_t e = cudaLaunchKernel((void *)k, dim3(1), dim3(16), args, 0, 0);
  // The call returns (a GPU or not) with the runtime's own status: a wrong ABI crashes here.
  // OUT: returned
  printf("returned %s\n", cudaGetErrorName(e));
}
