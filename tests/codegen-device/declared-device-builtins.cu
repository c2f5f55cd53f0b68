// NVIDIA's headers declare the device builtins as body-less `__device__` functions for the
// compiler to supply (`extern __device__ __device_builtin__ int atomicAdd(int*, int);`). A call
// to such a declaration is lowered as circlec's builtin of that name and signature, or, for a
// function libdevice defines (`__mul24` is `__nv_mul24`), as a libdevice call linked into the
// module: no external function is left in the PTX.
// REQUIRES: ptxas
// RUN: %circlec --emit=ptx --sm 70 %s -o %t && FileCheck %s < %t.sm_70.ptx
// RUN: %ptxas -arch=sm_70 %t.sm_70.ptx -o %t.cubin

extern __device__ void __syncthreads(void);
extern __device__ int atomicAdd(int* address, int val);
extern __device__ float atomicAdd(float* address, float val);
extern __device__ float __fdividef(float x, float y);
extern __device__ int __mul24(int x, int y);
extern __device__ unsigned int __umulhi(unsigned int x, unsigned int y);
extern __device__ int __popc(unsigned int x);
extern __device__ unsigned int __brev(unsigned int x);
extern __device__ float __saturatef(float x);

// CHECK-NOT: .extern
// CHECK-LABEL: .entry _Z1kPiPjPf(
__global__ void k(int* p, unsigned* u, float* f) {
  // CHECK: bar.sync 0;
  __syncthreads();
  // CHECK: atom.global.add.u32
  atomicAdd(p, 1);
  // CHECK: atom.global.add.f32
  atomicAdd(f + 5, 2.0f);
  // CHECK: div.approx.f32
  f[0] = __fdividef(f[1], f[2]);
  // CHECK: bfe.s32
  // CHECK: mul.hi.u32
  // CHECK: popc.b32
  // CHECK: brev.b32
  p[1] = __mul24(p[2], p[3]) + __umulhi(u[0], u[1]) + __popc(u[2]) + __brev(u[3]);
  // CHECK: cvt.sat.f32.f32
  f[3] = __saturatef(f[4]);
}
