// RUN: %circlec --dump-ast %s | FileCheck %s
#include <cuda_runtime.h>
// CHECK: FunctionDecl k 'void (float *, int)' global launch_bounds(256, 2)
__global__ void __launch_bounds__(256, 2) k(float* p, int n) {
  // CHECK: BuiltinVar threadIdx.x 'unsigned int'
  int i = threadIdx.x + blockIdx.x * blockDim.x;
  // CHECK: BuiltinCall atomicAdd 'float' key=atomic.add
  atomicAdd(p, 1.0f);
  // CHECK: BuiltinCall atomicAdd 'double' key=atomic.add
  atomicAdd((double*)p, 1.0);
  // CHECK: BuiltinCall __shfl_down_sync 'int' key=shfl.down
  int v = __shfl_down_sync(0xffffffff, i, 1);
  // CHECK: BuiltinCall __syncthreads 'void' key=barrier.sync
  __syncthreads();
  // CHECK: BuiltinVar warpSize 'int'
  int w = warpSize;
}
// CHECK: VarDecl shared_tile 'float [32]' shared
__shared__ float shared_tile[32];
// CHECK: VarDecl weights 'float [4]' constant
__constant__ float weights[4] = {1, 2, 3, 4};
// CHECK: VarDecl counter 'int' device
__device__ int counter;
// CHECK: VarDecl unified 'int' managed
__managed__ int unified;
void host(float* p, cudaStream_t s) {
  // CHECK: KernelLaunch k 'void'
  // CHECK-NEXT: Grid
  // CHECK-NEXT: CXXConstruct dim3 'dim3'
  // CHECK: Block
  // CHECK: SharedMem
  // CHECK-NEXT: ImplicitCast IntegralCast 'unsigned long'
  // CHECK: Stream
  k<<<dim3{4, 2}, 128, 64, s>>>(p, 10);
}
