// The C library functions circlec's runtime wrapper declares `__host__ __device__` redeclare
// glibc's own without a conflict (same parameter and return types, so the same ABI): clang
// reads glibc's headers, then the wrapper's declarations.
// REQUIRES: clang-cuda
// RUN: { for h in stdio stdlib string math assert; do echo "#include <$h.h>"; done; \
// RUN:   echo '#define __host__'; echo '#define __device__'; echo 'extern "C" {'; \
// RUN:   grep -E '^__host__ __device__ [a-z_ ]+\**[a-z_0-9]+\(' %std_shim/__circlec_runtime_wrapper.h \
// RUN:     | sed -e 's/^__host__ __device__ //'; \
// RUN:   echo '}'; } > %t.cpp
// RUN: %clangxx -std=c++17 -fsyntax-only %t.cpp
// RUN: FileCheck %s < %t.cpp
// CHECK: int printf(const char *format, ...);
// CHECK: void *malloc(unsigned long size);
// CHECK: float sqrtf(float x);
// CHECK: void sincosf(float x, float *s, float *c);
