// circlec's runtime wrapper, read before every CUDA translation unit (as clang pre-includes
// __clang_cuda_runtime_wrapper.h). It is glue around the real C library, not a copy of it:
// - the types every C++ compiler declares implicitly (<__circlec_builtins.h>, which alone is
//   read before a plain C++ source);
// - the C library functions device code may call, declared `__host__ __device__` as CUDA
//   declares them. The system's headers declare the same functions again; the declarations
//   merge, so `printf`, `malloc`, `memcpy` or `sqrtf` from glibc's headers are callable in
//   kernels, where the NVVM codegen implements them (`vprintf`, libdevice, LLVM intrinsics);
// - NVIDIA's <nv/target> in its single-pass mode (below);
// - NVIDIA's <cuda_runtime.h> from the CUDA installation, included implicitly as nvcc and
//   clang do (with it the runtime API, the vector types, `dim3` and the device function
//   declarations, which circlec implements as builtins or through libdevice). As in clang's
//   wrapper, <device_launch_parameters.h> is kept out: `threadIdx` and its kin are the
//   compiler's builtin variables.
#pragma once
#include <__circlec_builtins.h>

extern "C" {
__host__ __device__ int printf(const char *format, ...);
__host__ __device__ void *malloc(unsigned long size);
__host__ __device__ void free(void *ptr);
__host__ __device__ void *memcpy(void *dst, const void *src, unsigned long n);
__host__ __device__ void *memset(void *s, int c, unsigned long n);
__host__ __device__ void __assert_fail(const char *assertion, const char *file, unsigned int line, const char *function);
__host__ __device__ int abs(int x);
__host__ __device__ long labs(long x);
__host__ __device__ long long llabs(long long x);
__host__ __device__ double sqrt(double x);
__host__ __device__ float sqrtf(float x);
__host__ __device__ double cbrt(double x);
__host__ __device__ float cbrtf(float x);
__host__ __device__ double exp(double x);
__host__ __device__ float expf(float x);
__host__ __device__ double exp2(double x);
__host__ __device__ float exp2f(float x);
__host__ __device__ double expm1(double x);
__host__ __device__ float expm1f(float x);
__host__ __device__ double log(double x);
__host__ __device__ float logf(float x);
__host__ __device__ double log2(double x);
__host__ __device__ float log2f(float x);
__host__ __device__ double log10(double x);
__host__ __device__ float log10f(float x);
__host__ __device__ double log1p(double x);
__host__ __device__ float log1pf(float x);
__host__ __device__ double sin(double x);
__host__ __device__ float sinf(float x);
__host__ __device__ double cos(double x);
__host__ __device__ float cosf(float x);
__host__ __device__ double tan(double x);
__host__ __device__ float tanf(float x);
__host__ __device__ double asin(double x);
__host__ __device__ float asinf(float x);
__host__ __device__ double acos(double x);
__host__ __device__ float acosf(float x);
__host__ __device__ double atan(double x);
__host__ __device__ float atanf(float x);
__host__ __device__ double sinh(double x);
__host__ __device__ float sinhf(float x);
__host__ __device__ double cosh(double x);
__host__ __device__ float coshf(float x);
__host__ __device__ double tanh(double x);
__host__ __device__ float tanhf(float x);
__host__ __device__ double asinh(double x);
__host__ __device__ float asinhf(float x);
__host__ __device__ double acosh(double x);
__host__ __device__ float acoshf(float x);
__host__ __device__ double atanh(double x);
__host__ __device__ float atanhf(float x);
__host__ __device__ double fabs(double x);
__host__ __device__ float fabsf(float x);
__host__ __device__ double floor(double x);
__host__ __device__ float floorf(float x);
__host__ __device__ double ceil(double x);
__host__ __device__ float ceilf(float x);
__host__ __device__ double round(double x);
__host__ __device__ float roundf(float x);
__host__ __device__ double trunc(double x);
__host__ __device__ float truncf(float x);
__host__ __device__ double rint(double x);
__host__ __device__ float rintf(float x);
__host__ __device__ double nearbyint(double x);
__host__ __device__ float nearbyintf(float x);
__host__ __device__ double erf(double x);
__host__ __device__ float erff(float x);
__host__ __device__ double erfc(double x);
__host__ __device__ float erfcf(float x);
__host__ __device__ double tgamma(double x);
__host__ __device__ float tgammaf(float x);
__host__ __device__ double lgamma(double x);
__host__ __device__ float lgammaf(float x);
__host__ __device__ double pow(double x, double y);
__host__ __device__ float powf(float x, float y);
__host__ __device__ double atan2(double x, double y);
__host__ __device__ float atan2f(float x, float y);
__host__ __device__ double fmod(double x, double y);
__host__ __device__ float fmodf(float x, float y);
__host__ __device__ double fmin(double x, double y);
__host__ __device__ float fminf(float x, float y);
__host__ __device__ double fmax(double x, double y);
__host__ __device__ float fmaxf(float x, float y);
__host__ __device__ double hypot(double x, double y);
__host__ __device__ float hypotf(float x, float y);
__host__ __device__ double copysign(double x, double y);
__host__ __device__ float copysignf(float x, float y);
__host__ __device__ double remainder(double x, double y);
__host__ __device__ float remainderf(float x, float y);
__host__ __device__ double fdim(double x, double y);
__host__ __device__ float fdimf(float x, float y);
__host__ __device__ double nextafter(double x, double y);
__host__ __device__ float nextafterf(float x, float y);
__host__ __device__ double fma(double x, double y, double z);
__host__ __device__ float fmaf(float x, float y, float z);
__host__ __device__ double ldexp(double x, int e);
__host__ __device__ float ldexpf(float x, int e);
__host__ __device__ double frexp(double x, int *e);
__host__ __device__ float frexpf(float x, int *e);
__host__ __device__ double modf(double x, double *ip);
__host__ __device__ float modff(float x, float *ip);
__host__ __device__ double scalbn(double x, int n);
__host__ __device__ float scalbnf(float x, int n);
__host__ __device__ int ilogb(double x);
__host__ __device__ int ilogbf(float x);
__host__ __device__ long lround(double x);
__host__ __device__ long lroundf(float x);
__host__ __device__ long long llround(double x);
__host__ __device__ long long llroundf(float x);
__host__ __device__ long lrint(double x);
__host__ __device__ long lrintf(float x);
__host__ __device__ void sincos(double x, double *s, double *c);
__host__ __device__ void sincosf(float x, float *s, float *c);
}

/* Circle's implicit enumeration of the targets of this compilation, one `sm_XX = XX` per sm
   (the driver lists them): `@meta for enum (nvvm_arch_t sm : nvvm_arch_t)` steps through them.
   `__nvvm_arch` stays an `int`, so compare `(int)sm == __nvvm_arch`. */
#ifdef __CIRCLEC_NVVM_ARCHS__
enum class nvvm_arch_t { __CIRCLEC_NVVM_ARCHS__ };
#endif

/* <nv/target> in the mode it has for a single-pass compiler (nvc++'s): NV_IF_TARGET,
   NV_IF_ELSE_TARGET and NV_DISPATCH_TARGET become `if target (set) { ... } else { ... }`,
   which circlec checks once and turns into a `@codegen if`, so each sm's module gets its own
   branch. The header takes nvcc's mode (`#if __CUDA_ARCH__`, host only in one pass) whenever
   __NVCC__ is defined, so it is read here first with nvc++'s macros; its include guard keeps
   that mode for every later #include <nv/target>. */
#if __has_include(<nv/target>)
#pragma push_macro("__NVCC__")
#undef __NVCC__
#define __NVCOMPILER 1
#define _NVHPC_CUDA 1
#include <nv/target>
#undef _NVHPC_CUDA
#undef __NVCOMPILER
#pragma pop_macro("__NVCC__")
#endif

#define __DEVICE_LAUNCH_PARAMETERS_H__
#if __has_include(<cuda_runtime.h>)
#include <cuda_runtime.h>
#endif
