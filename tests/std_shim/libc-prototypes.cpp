// The C library functions the shipped headers declare redeclare glibc's own without a conflict
// (same parameter and return types, so the same ABI). glibc's C++ const overloads of strchr,
// strrchr, strstr and memchr are left out: they are inline wrappers over the same C symbols.
// REQUIRES: clang-cuda
// RUN: for h in stdio stdlib string math assert; do \
// RUN:   { echo "#include <$h.h>"; echo '#define __host__'; echo '#define __device__'; \
// RUN:     echo 'extern "C" {'; \
// RUN:     grep -E '^(__host__ __device__ )?[a-z_ ]+\**[a-z_0-9]+\(.*\);$' %std_shim/$h.h \
// RUN:       | grep -v -E ' \*?(strchr|strrchr|strstr|memchr)\(' | sed 's/^extern "C" //'; \
// RUN:     echo '}'; } > %t.$h.cpp; \
// RUN:   %clangxx -std=c++17 -fsyntax-only %t.$h.cpp || exit 1; done
// RUN: cat %t.stdio.cpp %t.math.cpp | FileCheck %s
// CHECK: int printf(const char *format, ...);
// CHECK: float sqrtf(float x);
