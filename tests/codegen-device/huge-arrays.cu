// Arrays of 2^32 bytes and more keep their whole length between sema and LLVM (it was taken mod
// 2^32: a 2^32 + 64-byte array held 64 bytes, silently): in host globals, in `__device__`
// globals (the PTX declares every byte), and a `__shared__` array over a block's 48 KiB of static
// shared memory is an error at its declaration naming both sizes, once per sm.
// REQUIRES: libcudart
// RUN: %circlec -DHOST %s -o %t.host
// RUN: %t.host | FileCheck %s --check-prefix=OUT
// RUN: %circlec --emit=ptx --sm 70 -DDEVICE %s -o %t
// RUN: FileCheck %s --check-prefix=PTX < %t.sm_70.ptx
// RUN: not %circlec --emit=ptx --sm 52,70 -DSHARED %s -o %t.bad 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: %circlec --emit=ptx --sm 70 -DSHARED_OK %s -o %t.ok
#include <stdio.h>

#ifdef HOST
static char h[(1ull << 32) + 64];
static_assert(sizeof(h) == (1ull << 32) + 64, "the whole size");
int main() {
  h[(1ull << 32) + 63] = 7;  // past 2^32: a crash when the object held 64 bytes
  h[5] = 3;
  // OUT: 7 3 4294967360
  printf("%d %d %llu\n", h[(1ull << 32) + 63], h[5], (unsigned long long)sizeof(h));
  return 0;
}
#endif

#ifdef DEVICE
// PTX: .global .align 1 .b8 g[4294967360];
__device__ char g[(1ull << 32) + 64];
__global__ void k(int* o) { o[0] = g[(1ull << 32) + 63]; }
#endif

#ifdef SHARED
__global__ void k(int* o) {
  // ERR: huge-arrays.cu:[[@LINE+1]]:19: error: `__shared__` variable `s` is 65540 bytes, but a block's static shared memory on sm_52 and sm_70 is at most 49152 bytes [E0726]
  __shared__ char s[65540];
  s[threadIdx.x] = 1;
  o[0] = s[0];
}
// ERR: 1 error generated
#endif

#ifdef SHARED_OK
__global__ void k(int* o) {
  __shared__ char s[49152];
  s[threadIdx.x] = 1;
  o[0] = s[0];
}
#endif
