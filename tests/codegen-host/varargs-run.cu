// A variadic host function passes its arguments on through `va_list` (glibc's vsnprintf), as
// libstdc++'s locale code does; `va_start` in device code is an error.
// RUN: %circlec %s -o %t && %t | FileCheck %s
// RUN: not %circlec --emit=ptx --sm 70 -DDEVICE %s -o %t.dev 2>&1 | FileCheck %s --check-prefix=DEV
// CHECK: 42-x-2.5 8
// DEV: device code has no variadic functions
#include <cstdarg>
#include <cstdio>
static int fmt(char* out, unsigned long n, const char* f, ...) {
  va_list ap, copy;
  va_start(ap, f);
  va_copy(copy, ap);
  int r = vsnprintf(out, n, f, copy);
  va_end(copy);
  va_end(ap);
  return r;
}
#ifdef DEVICE
__device__ int dsum(int n, ...) { va_list ap; va_start(ap, n); va_end(ap); return n; }
__global__ void k(int* o) { o[0] = dsum(1, 2); }
#endif
int main() {
  char b[64];
  int n = fmt(b, sizeof b, "%d-%s-%.1f", 42, "x", 2.5);
  std::printf("%s %d\n", b, n);
  return 0;
}
