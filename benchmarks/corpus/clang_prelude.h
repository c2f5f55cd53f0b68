// clang_prelude.h: the prelude that lets clang 19 compile the benchmark corpus in CUDA mode
// with `-nocudainc`, over circlec's own std_shim headers (`-isystem std_shim/include`), so that
// clang's front end and circlec's see the same header text (issue 7, clang variant (b)).
//
// It supplies what circlec has built in and clang's -nocudainc mode lacks: the CUDA keywords as
// attributes, the builtin variables (clang's own __clang_cuda_builtin_vars.h), the device
// builtins of circlec's table (clang's __clang_cuda_device_functions.h and
// __clang_cuda_intrinsics.h, which call libdevice's `__nv_*` functions, plus the atomics as
// CUDA's device_atomic_functions.hpp defines them), `warpSize`, and a launch-configuration
// function whose grid and block parameters convert from integers as well as from the std_shim's
// aggregate `dim3` (circlec accepts `k<<<n, 256>>>`; its dim3 has no constructors yet).
//
// Use it on the output of to_clang.py (which maps `@codegen if` / `__nvvm_arch`):
//   clang++-19 -std=c++17 -x cuda --cuda-device-only --cuda-gpu-arch=sm_70 -nocudainc -nocudalib \
//     -isystem std_shim/include -isystem benchmarks/corpus/clang_include \
//     -include benchmarks/corpus/clang_prelude.h -fsyntax-only X.clang.cu
// and the same with --cuda-host-only. A full device compile (PTX and cubin) also needs
// libdevice (drop -nocudalib and give --cuda-path), since the intrinsics here call `__nv_*`.
#pragma once

#if !defined(__CUDA__)
#error "clang_prelude.h is for clang in CUDA mode (-x cuda)"
#endif

#define __host__ __attribute__((host))
#define __device__ __attribute__((device))
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __managed__ __attribute__((managed))
#define __launch_bounds__(...) __attribute__((launch_bounds(__VA_ARGS__)))
#define __forceinline__ __inline__ __attribute__((always_inline))
#define __noinline__ __attribute__((noinline))
#define __CUDACC__ 1
#define __circle__ 1
#define __circle_nvvm__ 1

// The headers circlec ships (size_t, vector types, aggregate dim3, the runtime API).
#include <cuda_runtime.h>
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

// threadIdx, blockIdx, blockDim, gridDim, as clang's CUDA wrapper provides them.
#include <__clang_cuda_builtin_vars.h>
#define warpSize 32

// Launch configuration: clang turns `k<<<g, b, s, st>>>(...)` into a call of this function.
// Same layout and calling convention as cudart's (dim3, dim3, size_t, cudaStream_t).
struct __circle_launch_dim {
  unsigned int x, y, z;
  constexpr __circle_launch_dim(unsigned int vx = 1, unsigned int vy = 1, unsigned int vz = 1)
      : x(vx), y(vy), z(vz) {}
  constexpr __circle_launch_dim(dim3 d) : x(d.x), y(d.y), z(d.z) {}
};
extern "C" unsigned __cudaPushCallConfiguration(__circle_launch_dim gridSize,
                                                __circle_launch_dim blockSize,
                                                size_t sharedMem = 0, cudaStream_t stream = 0);
// The device pass looks the launch up under this name (it never lowers host launches).
extern "C" int cudaConfigureCall(__circle_launch_dim gridSize, __circle_launch_dim blockSize,
                                 size_t sharedMem = 0, cudaStream_t stream = 0);

// Device builtins: libdevice declarations, then clang's definitions of the CUDA intrinsics.
typedef unsigned int cuuint32_t;  // from cuda.h; __clang_cuda_intrinsics.h uses it
// CUDA_VERSION 10.2 for these headers only: it keeps the CUDA 9 `_sync` shuffles and votes and
// leaves out the CUDA 11 sm_80/sm_90 helpers that need the SDK's make_uint2 and dim3 constructors.
#pragma push_macro("CUDA_VERSION")
#undef CUDA_VERSION
#define CUDA_VERSION 10020
#include <__clang_cuda_libdevice_declares.h>
// Its device-only memcpy/memset would clash with the std_shim's __host__ __device__ ones.
#define memcpy __clang_cuda_device_memcpy
#define memset __clang_cuda_device_memset
#include <__clang_cuda_device_functions.h>
#undef memcpy
#undef memset
#include <string.h>
#include <__clang_cuda_intrinsics.h>
#pragma pop_macro("CUDA_VERSION")

// rsqrtf/rsqrt are circlec builtins (in CUDA they come from math_functions.h).
static __device__ __forceinline__ float rsqrtf(float x) { return __nv_rsqrtf(x); }
static __device__ __forceinline__ double rsqrt(double x) { return __nv_rsqrt(x); }

// Atomics, as CUDA's device_atomic_functions.hpp and sm_60_atomic_functions.hpp define them.
#define __CIRCLE_ATOMIC __device__ __forceinline__
__CIRCLE_ATOMIC int atomicAdd(int *p, int v) { return __iAtomicAdd(p, v); }
__CIRCLE_ATOMIC unsigned atomicAdd(unsigned *p, unsigned v) { return __uAtomicAdd(p, v); }
__CIRCLE_ATOMIC unsigned long long atomicAdd(unsigned long long *p, unsigned long long v) {
  return __ullAtomicAdd(p, v);
}
__CIRCLE_ATOMIC float atomicAdd(float *p, float v) { return __fAtomicAdd(p, v); }
__CIRCLE_ATOMIC double atomicAdd(double *p, double v) { return __dAtomicAdd(p, v); }
__CIRCLE_ATOMIC int atomicSub(int *p, int v) { return __iAtomicAdd(p, -v); }
__CIRCLE_ATOMIC unsigned atomicSub(unsigned *p, unsigned v) { return __uAtomicAdd(p, 0u - v); }
__CIRCLE_ATOMIC int atomicExch(int *p, int v) { return __iAtomicExch(p, v); }
__CIRCLE_ATOMIC unsigned atomicExch(unsigned *p, unsigned v) { return __uAtomicExch(p, v); }
__CIRCLE_ATOMIC unsigned long long atomicExch(unsigned long long *p, unsigned long long v) {
  return __ullAtomicExch(p, v);
}
__CIRCLE_ATOMIC float atomicExch(float *p, float v) { return __fAtomicExch(p, v); }
__CIRCLE_ATOMIC int atomicMin(int *p, int v) { return __iAtomicMin(p, v); }
__CIRCLE_ATOMIC unsigned atomicMin(unsigned *p, unsigned v) { return __uAtomicMin(p, v); }
__CIRCLE_ATOMIC unsigned long long atomicMin(unsigned long long *p, unsigned long long v) {
  return __ullAtomicMin(p, v);
}
__CIRCLE_ATOMIC long long atomicMin(long long *p, long long v) { return __illAtomicMin(p, v); }
__CIRCLE_ATOMIC int atomicMax(int *p, int v) { return __iAtomicMax(p, v); }
__CIRCLE_ATOMIC unsigned atomicMax(unsigned *p, unsigned v) { return __uAtomicMax(p, v); }
__CIRCLE_ATOMIC unsigned long long atomicMax(unsigned long long *p, unsigned long long v) {
  return __ullAtomicMax(p, v);
}
__CIRCLE_ATOMIC long long atomicMax(long long *p, long long v) { return __illAtomicMax(p, v); }
__CIRCLE_ATOMIC unsigned atomicInc(unsigned *p, unsigned v) { return __uAtomicInc(p, v); }
__CIRCLE_ATOMIC unsigned atomicDec(unsigned *p, unsigned v) { return __uAtomicDec(p, v); }
__CIRCLE_ATOMIC int atomicCAS(int *p, int c, int v) { return __iAtomicCAS(p, c, v); }
__CIRCLE_ATOMIC unsigned atomicCAS(unsigned *p, unsigned c, unsigned v) {
  return __uAtomicCAS(p, c, v);
}
__CIRCLE_ATOMIC unsigned long long atomicCAS(unsigned long long *p, unsigned long long c,
                                             unsigned long long v) {
  return __ullAtomicCAS(p, c, v);
}
__CIRCLE_ATOMIC int atomicAnd(int *p, int v) { return __iAtomicAnd(p, v); }
__CIRCLE_ATOMIC unsigned atomicAnd(unsigned *p, unsigned v) { return __uAtomicAnd(p, v); }
__CIRCLE_ATOMIC unsigned long long atomicAnd(unsigned long long *p, unsigned long long v) {
  return __ullAtomicAnd(p, v);
}
__CIRCLE_ATOMIC int atomicOr(int *p, int v) { return __iAtomicOr(p, v); }
__CIRCLE_ATOMIC unsigned atomicOr(unsigned *p, unsigned v) { return __uAtomicOr(p, v); }
__CIRCLE_ATOMIC unsigned long long atomicOr(unsigned long long *p, unsigned long long v) {
  return __ullAtomicOr(p, v);
}
__CIRCLE_ATOMIC int atomicXor(int *p, int v) { return __iAtomicXor(p, v); }
__CIRCLE_ATOMIC unsigned atomicXor(unsigned *p, unsigned v) { return __uAtomicXor(p, v); }
__CIRCLE_ATOMIC unsigned long long atomicXor(unsigned long long *p, unsigned long long v) {
  return __ullAtomicXor(p, v);
}
#undef __CIRCLE_ATOMIC
