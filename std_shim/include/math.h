// <math.h> as shipped by circlec: the C math library for float and double as glibc declares
// it. As in CUDA, every function is `__host__ __device__`: host code calls libm, and the NVVM
// codegen maps device calls to libdevice (`sqrtf` -> `__nv_sqrtf`). After the C declarations
// come the C++ float overloads of <cmath> (`sqrt(float)`, `fabs(float)`, ...), which forward to
// the `f` functions. (The `std::` names and the integer overloads come in a later issue; until
// then `sqrt(2)` is ambiguous, as it is in C++ without <cmath>'s templates.)
#pragma once

#define M_E 2.7182818284590452354
#define M_LOG2E 1.4426950408889634074
#define M_LOG10E 0.43429448190325182765
#define M_LN2 0.69314718055994530942
#define M_LN10 2.30258509299404568402
#define M_PI 3.14159265358979323846
#define M_PI_2 1.57079632679489661923
#define M_PI_4 0.78539816339744830962
#define M_1_PI 0.31830988618379067154
#define M_2_PI 0.63661977236758134308
#define M_2_SQRTPI 1.12837916709551257390
#define M_SQRT2 1.41421356237309504880
#define M_SQRT1_2 0.70710678118654752440

// Expanded only where used; the builtins are sema's.
#define HUGE_VAL (__builtin_huge_val())
#define HUGE_VALF (__builtin_huge_valf())
#define INFINITY (__builtin_inff())
#define NAN (__builtin_nanf(""))

extern "C" {

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

// <cmath>'s float overloads, as CUDA's math_functions.hpp provides them.
__host__ __device__ inline float sqrt(float x) { return sqrtf(x); }
__host__ __device__ inline float cbrt(float x) { return cbrtf(x); }
__host__ __device__ inline float exp(float x) { return expf(x); }
__host__ __device__ inline float exp2(float x) { return exp2f(x); }
__host__ __device__ inline float expm1(float x) { return expm1f(x); }
__host__ __device__ inline float log(float x) { return logf(x); }
__host__ __device__ inline float log2(float x) { return log2f(x); }
__host__ __device__ inline float log10(float x) { return log10f(x); }
__host__ __device__ inline float log1p(float x) { return log1pf(x); }
__host__ __device__ inline float sin(float x) { return sinf(x); }
__host__ __device__ inline float cos(float x) { return cosf(x); }
__host__ __device__ inline float tan(float x) { return tanf(x); }
__host__ __device__ inline float asin(float x) { return asinf(x); }
__host__ __device__ inline float acos(float x) { return acosf(x); }
__host__ __device__ inline float atan(float x) { return atanf(x); }
__host__ __device__ inline float sinh(float x) { return sinhf(x); }
__host__ __device__ inline float cosh(float x) { return coshf(x); }
__host__ __device__ inline float tanh(float x) { return tanhf(x); }
__host__ __device__ inline float asinh(float x) { return asinhf(x); }
__host__ __device__ inline float acosh(float x) { return acoshf(x); }
__host__ __device__ inline float atanh(float x) { return atanhf(x); }
__host__ __device__ inline float fabs(float x) { return fabsf(x); }
__host__ __device__ inline float floor(float x) { return floorf(x); }
__host__ __device__ inline float ceil(float x) { return ceilf(x); }
__host__ __device__ inline float round(float x) { return roundf(x); }
__host__ __device__ inline float trunc(float x) { return truncf(x); }
__host__ __device__ inline float rint(float x) { return rintf(x); }
__host__ __device__ inline float nearbyint(float x) { return nearbyintf(x); }
__host__ __device__ inline float erf(float x) { return erff(x); }
__host__ __device__ inline float erfc(float x) { return erfcf(x); }
__host__ __device__ inline float tgamma(float x) { return tgammaf(x); }
__host__ __device__ inline float lgamma(float x) { return lgammaf(x); }
__host__ __device__ inline float pow(float x, float y) { return powf(x, y); }
__host__ __device__ inline float atan2(float x, float y) { return atan2f(x, y); }
__host__ __device__ inline float fmod(float x, float y) { return fmodf(x, y); }
__host__ __device__ inline float fmin(float x, float y) { return fminf(x, y); }
__host__ __device__ inline float fmax(float x, float y) { return fmaxf(x, y); }
__host__ __device__ inline float hypot(float x, float y) { return hypotf(x, y); }
__host__ __device__ inline float copysign(float x, float y) { return copysignf(x, y); }
__host__ __device__ inline float remainder(float x, float y) { return remainderf(x, y); }
__host__ __device__ inline float fdim(float x, float y) { return fdimf(x, y); }
__host__ __device__ inline float nextafter(float x, float y) { return nextafterf(x, y); }
__host__ __device__ inline float fma(float x, float y, float z) { return fmaf(x, y, z); }
__host__ __device__ inline float ldexp(float x, int e) { return ldexpf(x, e); }

// The classification functions, C macros in <math.h> and functions in C++; sema's builtins.
#define isnan(x) __builtin_isnan(x)
#define isinf(x) __builtin_isinf(x)
#define isfinite(x) __builtin_isfinite(x)
#define signbit(x) __builtin_signbit(x)
#define isnormal(x) __builtin_isnormal(x)
#define FP_NAN 0
#define FP_INFINITE 1
#define FP_ZERO 2
#define FP_SUBNORMAL 3
#define FP_NORMAL 4
#define fpclassify(x) __builtin_fpclassify(FP_NAN, FP_INFINITE, FP_NORMAL, FP_SUBNORMAL, FP_ZERO, x)
