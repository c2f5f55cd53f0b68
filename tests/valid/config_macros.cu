// Exercises: a preprocessor-heavy configuration block. Object-like macros overridable with
// -D (#ifndef defaults), function-like macros with # stringizing, ## token pasting and
// __VA_ARGS__, macros that expand to whole kernel definitions, #if/#elif/#else chains with
// defined(), arithmetic, shifts, logical and ternary operators, nested conditionals,
// #undef and redefinition, #error inside dead branches, __LINE__ after #line, __FILE__,
// __COUNTER__, and the predefined macros __cplusplus, __CUDACC__, __circle__ and
// __circle_nvvm__.
//
// RUN: %circlec -fsyntax-only %s
// RUN: %circlec -fsyntax-only -DBLOCK_SIZE=512 -DUSE_DOUBLE %s
// RUN: %circlec --dump-ast %s | FileCheck %s
// CHECK-DAG: scale_kernel_f32
// CHECK-DAG: offset_kernel_f32
// CHECK-DAG: kConfigName

#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>

#if !defined(__cplusplus) || __cplusplus < 201703L
#error "C++17 is required"
#endif
#if !defined(__CUDACC__) || !defined(__circle__) || !defined(__circle_nvvm__)
#error "circlec predefines __CUDACC__, __circle__ and __circle_nvvm__"
#endif

#ifndef BLOCK_SIZE
#define BLOCK_SIZE 256
#endif

#if BLOCK_SIZE <= 0 || (BLOCK_SIZE & (BLOCK_SIZE - 1)) != 0
#error "BLOCK_SIZE must be a positive power of two"
#elif BLOCK_SIZE > 1024
#error "BLOCK_SIZE exceeds the per-block thread limit"
#elif BLOCK_SIZE >= 512
#define ITEMS_PER_THREAD 2
#else
#define ITEMS_PER_THREAD 4
#endif

#define TILE_ITEMS (BLOCK_SIZE * ITEMS_PER_THREAD)
#if TILE_ITEMS != 1024
#error "every configuration above covers 1024 items per block"
#endif

#if defined(USE_DOUBLE) && !defined(FORCE_FLOAT)
typedef double value_t;
#define SUFFIX f64  /* pasted into the kernel names: scale_kernel_f64 */
#define VALUE_NAME "double"
#else
typedef float value_t;
#define SUFFIX f32
#define VALUE_NAME "float"
#endif

#define STR_(x) #x
#define STR(x) STR_(x)
#define CAT_(a, b) a##b
#define CAT(a, b) CAT_(a, b)
#define KERNEL_NAME(op) CAT(op##_kernel_, SUFFIX)
#define LOG(fmt, ...) printf("[%s] " fmt "\n", STR(SUFFIX), __VA_ARGS__)
#define CHECK_CUDA(call)                                          \
  do {                                                            \
    cudaError_t e_ = (call);                                      \
    if (e_ != cudaSuccess) {                                      \
      printf("%s failed: %s\n", #call, cudaGetErrorString(e_));   \
      return 1;                                                   \
    }                                                             \
  } while (0)

// One macro, many kernels: each expansion defines a complete __global__ function.
#define DEFINE_ELEMENTWISE(op, expr)                                           \
  __global__ void KERNEL_NAME(op)(value_t* data, value_t arg, int n) {         \
    int base = blockIdx.x * TILE_ITEMS + threadIdx.x;                          \
    for (int k = 0; k < ITEMS_PER_THREAD; ++k) {                               \
      int i = base + k * BLOCK_SIZE;                                           \
      if (i < n) {                                                             \
        value_t x = data[i];                                                   \
        data[i] = (expr);                                                      \
      }                                                                        \
    }                                                                          \
  }

DEFINE_ELEMENTWISE(scale, x * arg)
DEFINE_ELEMENTWISE(offset, x + arg)
#undef DEFINE_ELEMENTWISE

#define VERSION_MAJOR 2
#define VERSION_MINOR 7
#define VERSION_NUMBER (VERSION_MAJOR * 100 + VERSION_MINOR)
#if VERSION_NUMBER >= 207 && (1 ? VERSION_MINOR : 0) == 7 && (-1 < 0) && (1 << 4) == 16
constexpr int kVersion = VERSION_NUMBER;
#else
#error "preprocessor arithmetic is wrong"
#endif
#undef VERSION_MINOR
#define VERSION_MINOR 8
static_assert(VERSION_NUMBER == 208, "macros expand at their use, after redefinition");

constexpr const char* kConfigName = "block=" STR(BLOCK_SIZE) " type=" VALUE_NAME;
constexpr int kFirstCounter = __COUNTER__;
constexpr int kSecondCounter = __COUNTER__;
static_assert(kSecondCounter == kFirstCounter + 1, "__COUNTER__ increments");

#line 900
static_assert(__LINE__ == 900, "#line sets the number of the next line");

int main() {
  const int n = 100000;
  value_t* d = nullptr;
  CHECK_CUDA(cudaMalloc((void**)&d, n * sizeof(value_t)));
  int blocks = (n + TILE_ITEMS - 1) / TILE_ITEMS;
  KERNEL_NAME(scale)<<<blocks, BLOCK_SIZE>>>(d, (value_t)2, n);
  KERNEL_NAME(offset)<<<blocks, BLOCK_SIZE>>>(d, (value_t)1, n);
  CHECK_CUDA(cudaGetLastError());
  CHECK_CUDA(cudaDeviceSynchronize());
  LOG("%s version %d, %d items per thread, in %s", kConfigName, kVersion, ITEMS_PER_THREAD, __FILE__);
  CHECK_CUDA(cudaFree(d));
  return 0;
}
