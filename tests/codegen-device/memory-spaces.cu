// Memory spaces of globals: `__device__` in addrspace(1) with its initializer, `__constant__`
// in addrspace(4), `__shared__` in addrspace(3) with an undef initializer, `extern __shared__`
// as an external zero-length array; uses go through generic pointers (addrspacecast).
// RUN: %circlec --emit=llvm --sm 60 -O0 %s -o %t
// RUN: FileCheck %s < %t.sm_60.ll
// RUN: FileCheck %s --check-prefix=ABSENT < %t.sm_60.ll

// CHECK-DAG: @counter = addrspace(1) externally_initialized global i32 42, align 4
__device__ int counter = 42;
// CHECK-DAG: @table = addrspace(1) externally_initialized global [4 x float] [float 1.000000e+00, float 2.000000e+00, float 0.000000e+00, float 0.000000e+00], align 4
__device__ float table[4] = {1.0f, 2.0f};
// CHECK-DAG: @coeffs = addrspace(4) externally_initialized global [3 x i32] [i32 1, i32 2, i32 3], align 4
__constant__ int coeffs[3] = {1, 2, 3};
// A static `__shared__` local is named as Itanium names local statics.
// CHECK-DAG: @_ZZ1kPfE3buf = internal addrspace(3) global [128 x float] undef, align 4
// CHECK-DAG: @dyn = external addrspace(3) global [0 x i8], align 16
// CHECK-DAG: @scratch = external addrspace(3) global [0 x i8], align 16
extern __shared__ float dyn[];
// Unused `__device__` variables defined here are emitted (other translation units may use
// them); `extern` ones only when used, as declarations.
// CHECK-DAG: @unused_dev = addrspace(1) externally_initialized global float 2.000000e+00, align 4
__device__ float unused_dev = 2.0f;
// ABSENT-NOT: ext_unused
extern __device__ int ext_unused;
// CHECK-DAG: @ext_used = external addrspace(4) global [4 x float], align 4
extern __constant__ float ext_used[4];

// CHECK-LABEL: define ptx_kernel void @_Z1kPf(
__global__ void k(float* out) {
  __shared__ float buf[128];
  // CHECK: addrspacecast (ptr addrspace(3) @_ZZ1kPfE3buf to ptr)
  buf[threadIdx.x] = table[threadIdx.x % 4] * coeffs[1];
  // CHECK: addrspacecast (ptr addrspace(3) @dyn to ptr)
  dyn[threadIdx.x] = buf[0];
  // CHECK: addrspacecast (ptr addrspace(1) @counter to ptr)
  out[threadIdx.x] = dyn[1] + counter + ext_used[2];
}

// `extern __shared__` declared inside kernels (the usual spelling): one external symbol for the
// module, never a local array, and volatile reads stay volatile.
// CHECK-LABEL: define ptx_kernel void @_Z5firstPf(
// CHECK: addrspacecast (ptr addrspace(3) @scratch to ptr)
__global__ void first(float* out) {
  extern __shared__ float scratch[];
  scratch[threadIdx.x] = out[0];
  __syncthreads();
  out[1] = scratch[threadIdx.x + 1];
}
// CHECK-LABEL: define ptx_kernel void @_Z6secondPi(
// CHECK-NOT: alloca [0
// CHECK: load volatile i32, ptr addrspacecast (ptr addrspace(3) @scratch to ptr)
__global__ void second(int* out) {
  extern __shared__ volatile int scratch[];
  out[0] = scratch[0];
}
