// `__device__` and `__constant__` variables have host shadows: internal, zero-filled globals
// named like the device variable, whose address cudaMemcpyToSymbol and cudaGetSymbolAddress
// take (here through NVIDIA's templates, which take the variable itself); each is registered
// under the device name (see registration.cu).
// RUN: %circlec -S --emit=llvm --sm 52 %s -o %t
// RUN: FileCheck %s < %t.host.ll
// The device module defines the same names.
// RUN: FileCheck %s --check-prefix=DEV < %t.sm_52.ll

#include <cuda_runtime.h>

__device__ int counter = 5;
__constant__ float scale[3];
int host_global = 3;

__global__ void k(int *out) { out[0] = counter + (int)scale[1]; }

int main() {
  float h[3] = {1.0f, 2.0f, 3.0f};
  void *addr = nullptr;
  cudaMemcpyToSymbol(scale, h, sizeof(h), 0, cudaMemcpyHostToDevice);
  cudaGetSymbolAddress(&addr, counter);
  return host_global - 3;
}

// CHECK-DAG: @counter = internal global i32 0, align 4
// CHECK-DAG: @scale = internal global [3 x float] zeroinitializer, align 4
// CHECK-DAG: @host_global = global i32 3, align 4
// CHECK-LABEL: define i32 @main()
// CHECK: call i32 @_ZL18cudaMemcpyToSymbolIA3_fE9cudaErrorRKT_PKvmm14cudaMemcpyKind(ptr @scale, ptr %{{.*}}, i64 12, i64 0, i32 1)
// CHECK: call i32 @_ZL20cudaGetSymbolAddressIiE9cudaErrorPPvRKT_(ptr %addr, ptr @counter)
// CHECK: call i32 @cudaMemcpyToSymbol(ptr %ref,
// CHECK: call i32 @cudaGetSymbolAddress(ptr %{{.*}}, ptr %ref)
// CHECK: call void @__cudaRegisterVar(ptr %handle, ptr @counter, {{.*}}, i32 0, i64 4, i32 0, i32 0)
// CHECK: call void @__cudaRegisterVar(ptr %handle, ptr @scale, {{.*}}, i32 0, i64 12, i32 1, i32 0)
// DEV: @counter = {{.*}}addrspace(1) externally_initialized global i32 5
// DEV: @scale = {{.*}}addrspace(4) externally_initialized global [3 x float]
