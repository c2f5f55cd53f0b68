// clang accepts circlec's own headers (the compiler's <stddef.h>, <stdarg.h>, <float.h> and
// <limits.h>) in place of its own, beside the system's C and C++
// headers, on the host side and the device side of a CUDA compilation: they are valid C++17
// and glibc's and libstdc++'s headers build on them. (The device side of the C library is
// circlec's runtime wrapper, which only circlec reads.)
// REQUIRES: clang-cuda
// RUN: %clangxx -x cuda -std=c++17 -nocudainc -nocudalib -I %std_shim \
// RUN:   --cuda-gpu-arch=sm_70 -fsyntax-only -Werror %s
#define __host__ __attribute__((host))
#define __device__ __attribute__((device))
#define __global__ __attribute__((global))
#include <cstdio>
#include <stdio.h>
#include <cstdlib>
#include <stdlib.h>
#include <cstring>
#include <string.h>
#include <cmath>
#include <math.h>
#include <cstdint>
#include <stdint.h>
#include <cstddef>
#include <stddef.h>
#include <climits>
#include <limits.h>
#include <cfloat>
#include <float.h>
#include <cassert>
#include <assert.h>
static_assert(sizeof(int64_t) == 8 && sizeof(uintptr_t) == 8 && sizeof(size_t) == 8, "");
static_assert(INT32_MAX == 2147483647 && UINT64_MAX == 18446744073709551615UL && INT_MIN < 0, "");
#include <stdarg.h>
static int sum(int n, ...) { va_list ap; va_start(ap, n); int s = 0; for (int i = 0; i < n; i++) s += va_arg(ap, int); va_end(ap); return s; }
__device__ float dev(float x) { return x * (float)FLT_EPSILON + (float)CHAR_BIT + (float)offsetof(max_align_t, __max_align_ld); }
__global__ void k(float *p) { p[0] = dev(p[0]); }
int main() {
  float h = 2.0f;
  if (h != 2.0f) { fprintf(stderr, "no\n"); return EXIT_FAILURE; }
  memset(&h, 0, sizeof h);
  printf("%d %f %s %d\n", abs(-3), fabs(-2.0), strchr("abc", 'b'), sum(2, 1, 2));
  return 0;
}
