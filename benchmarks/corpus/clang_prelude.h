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

// Device passes: the std_shim's math functions are plain declarations, and clang turns calls to
// them into LLVM intrinsics that the NVPTX backend cannot lower (`no libcall available for fexp`).
// Route the transcendental ones to libdevice, as CUDA's math headers do, through
// __host__ __device__ wrappers so that host functions (not emitted in a device pass) still
// resolve their calls. sqrtf, fabsf, fminf, fmaxf and their double forms lower to PTX directly.
#ifdef __CUDA_ARCH__
static __host__ __device__ __forceinline__ float __circle_expf(float x) { return __nv_expf(x); }
#define expf(x) __circle_expf(x)
static __host__ __device__ __forceinline__ double __circle_exp(double x) { return __nv_exp(x); }
#define exp(x) __circle_exp(x)
static __host__ __device__ __forceinline__ float __circle_exp2f(float x) { return __nv_exp2f(x); }
#define exp2f(x) __circle_exp2f(x)
static __host__ __device__ __forceinline__ double __circle_exp2(double x) { return __nv_exp2(x); }
#define exp2(x) __circle_exp2(x)
static __host__ __device__ __forceinline__ float __circle_exp10f(float x) { return __nv_exp10f(x); }
#define exp10f(x) __circle_exp10f(x)
static __host__ __device__ __forceinline__ double __circle_exp10(double x) { return __nv_exp10(x); }
#define exp10(x) __circle_exp10(x)
static __host__ __device__ __forceinline__ float __circle_expm1f(float x) { return __nv_expm1f(x); }
#define expm1f(x) __circle_expm1f(x)
static __host__ __device__ __forceinline__ double __circle_expm1(double x) { return __nv_expm1(x); }
#define expm1(x) __circle_expm1(x)
static __host__ __device__ __forceinline__ float __circle_logf(float x) { return __nv_logf(x); }
#define logf(x) __circle_logf(x)
static __host__ __device__ __forceinline__ double __circle_log(double x) { return __nv_log(x); }
#define log(x) __circle_log(x)
static __host__ __device__ __forceinline__ float __circle_log2f(float x) { return __nv_log2f(x); }
#define log2f(x) __circle_log2f(x)
static __host__ __device__ __forceinline__ double __circle_log2(double x) { return __nv_log2(x); }
#define log2(x) __circle_log2(x)
static __host__ __device__ __forceinline__ float __circle_log10f(float x) { return __nv_log10f(x); }
#define log10f(x) __circle_log10f(x)
static __host__ __device__ __forceinline__ double __circle_log10(double x) { return __nv_log10(x); }
#define log10(x) __circle_log10(x)
static __host__ __device__ __forceinline__ float __circle_log1pf(float x) { return __nv_log1pf(x); }
#define log1pf(x) __circle_log1pf(x)
static __host__ __device__ __forceinline__ double __circle_log1p(double x) { return __nv_log1p(x); }
#define log1p(x) __circle_log1p(x)
static __host__ __device__ __forceinline__ float __circle_sinf(float x) { return __nv_sinf(x); }
#define sinf(x) __circle_sinf(x)
static __host__ __device__ __forceinline__ double __circle_sin(double x) { return __nv_sin(x); }
#define sin(x) __circle_sin(x)
static __host__ __device__ __forceinline__ float __circle_cosf(float x) { return __nv_cosf(x); }
#define cosf(x) __circle_cosf(x)
static __host__ __device__ __forceinline__ double __circle_cos(double x) { return __nv_cos(x); }
#define cos(x) __circle_cos(x)
static __host__ __device__ __forceinline__ float __circle_tanf(float x) { return __nv_tanf(x); }
#define tanf(x) __circle_tanf(x)
static __host__ __device__ __forceinline__ double __circle_tan(double x) { return __nv_tan(x); }
#define tan(x) __circle_tan(x)
static __host__ __device__ __forceinline__ float __circle_asinf(float x) { return __nv_asinf(x); }
#define asinf(x) __circle_asinf(x)
static __host__ __device__ __forceinline__ double __circle_asin(double x) { return __nv_asin(x); }
#define asin(x) __circle_asin(x)
static __host__ __device__ __forceinline__ float __circle_acosf(float x) { return __nv_acosf(x); }
#define acosf(x) __circle_acosf(x)
static __host__ __device__ __forceinline__ double __circle_acos(double x) { return __nv_acos(x); }
#define acos(x) __circle_acos(x)
static __host__ __device__ __forceinline__ float __circle_atanf(float x) { return __nv_atanf(x); }
#define atanf(x) __circle_atanf(x)
static __host__ __device__ __forceinline__ double __circle_atan(double x) { return __nv_atan(x); }
#define atan(x) __circle_atan(x)
static __host__ __device__ __forceinline__ float __circle_sinhf(float x) { return __nv_sinhf(x); }
#define sinhf(x) __circle_sinhf(x)
static __host__ __device__ __forceinline__ double __circle_sinh(double x) { return __nv_sinh(x); }
#define sinh(x) __circle_sinh(x)
static __host__ __device__ __forceinline__ float __circle_coshf(float x) { return __nv_coshf(x); }
#define coshf(x) __circle_coshf(x)
static __host__ __device__ __forceinline__ double __circle_cosh(double x) { return __nv_cosh(x); }
#define cosh(x) __circle_cosh(x)
static __host__ __device__ __forceinline__ float __circle_tanhf(float x) { return __nv_tanhf(x); }
#define tanhf(x) __circle_tanhf(x)
static __host__ __device__ __forceinline__ double __circle_tanh(double x) { return __nv_tanh(x); }
#define tanh(x) __circle_tanh(x)
static __host__ __device__ __forceinline__ float __circle_asinhf(float x) { return __nv_asinhf(x); }
#define asinhf(x) __circle_asinhf(x)
static __host__ __device__ __forceinline__ double __circle_asinh(double x) { return __nv_asinh(x); }
#define asinh(x) __circle_asinh(x)
static __host__ __device__ __forceinline__ float __circle_acoshf(float x) { return __nv_acoshf(x); }
#define acoshf(x) __circle_acoshf(x)
static __host__ __device__ __forceinline__ double __circle_acosh(double x) { return __nv_acosh(x); }
#define acosh(x) __circle_acosh(x)
static __host__ __device__ __forceinline__ float __circle_atanhf(float x) { return __nv_atanhf(x); }
#define atanhf(x) __circle_atanhf(x)
static __host__ __device__ __forceinline__ double __circle_atanh(double x) { return __nv_atanh(x); }
#define atanh(x) __circle_atanh(x)
static __host__ __device__ __forceinline__ float __circle_erff(float x) { return __nv_erff(x); }
#define erff(x) __circle_erff(x)
static __host__ __device__ __forceinline__ double __circle_erf(double x) { return __nv_erf(x); }
#define erf(x) __circle_erf(x)
static __host__ __device__ __forceinline__ float __circle_erfcf(float x) { return __nv_erfcf(x); }
#define erfcf(x) __circle_erfcf(x)
static __host__ __device__ __forceinline__ double __circle_erfc(double x) { return __nv_erfc(x); }
#define erfc(x) __circle_erfc(x)
static __host__ __device__ __forceinline__ float __circle_cbrtf(float x) { return __nv_cbrtf(x); }
#define cbrtf(x) __circle_cbrtf(x)
static __host__ __device__ __forceinline__ double __circle_cbrt(double x) { return __nv_cbrt(x); }
#define cbrt(x) __circle_cbrt(x)
static __host__ __device__ __forceinline__ float __circle_powf(float x, float y) { return __nv_powf(x, y); }
#define powf(x, y) __circle_powf(x, y)
static __host__ __device__ __forceinline__ double __circle_pow(double x, double y) { return __nv_pow(x, y); }
#define pow(x, y) __circle_pow(x, y)
static __host__ __device__ __forceinline__ float __circle_atan2f(float x, float y) { return __nv_atan2f(x, y); }
#define atan2f(x, y) __circle_atan2f(x, y)
static __host__ __device__ __forceinline__ double __circle_atan2(double x, double y) { return __nv_atan2(x, y); }
#define atan2(x, y) __circle_atan2(x, y)
static __host__ __device__ __forceinline__ float __circle_hypotf(float x, float y) { return __nv_hypotf(x, y); }
#define hypotf(x, y) __circle_hypotf(x, y)
static __host__ __device__ __forceinline__ double __circle_hypot(double x, double y) { return __nv_hypot(x, y); }
#define hypot(x, y) __circle_hypot(x, y)
static __host__ __device__ __forceinline__ float __circle_fmodf(float x, float y) { return __nv_fmodf(x, y); }
#define fmodf(x, y) __circle_fmodf(x, y)
static __host__ __device__ __forceinline__ double __circle_fmod(double x, double y) { return __nv_fmod(x, y); }
#define fmod(x, y) __circle_fmod(x, y)
#endif
