// `alignas(N)` and `__attribute__((aligned(N)))` on a variable (also after its name) raise its
// alignment: namespace-scope host objects, locals, `__device__` and `__shared__` variables. They
// were dropped silently (found reviewing the GNU attributes). Lowering is an error, as for fields.
// RUN: %circlec %s -o %t
// RUN: %t | FileCheck %s
// RUN: %circlec --emit=ptx --sm 70 %s -o %t
// RUN: FileCheck %s --check-prefix=PTX < %t.sm_70.ptx
// RUN: not %circlec -fsyntax-only -DBAD %s 2>&1 | FileCheck %s --check-prefix=BAD
#include <stdint.h>
#include <stdio.h>

// PTX-DAG: .visible .global .align 32 .u32 d1;
__attribute__((aligned(32))) __device__ int d1;
// PTX-DAG: .visible .global .align 32 .u32 d2;
alignas(32) __device__ int d2;
// PTX-DAG: .visible .global .align 64 .u32 d3;
__device__ int d3 __attribute__((aligned(64)));
// PTX-DAG: .shared .align 16 .b8 {{.*}}s[8];
__global__ void k(int* o) {
  __shared__ alignas(16) char s[8];
  s[threadIdx.x] = 1;
  o[0] = d1 + d2 + d3 + s[0];
}

char before;
alignas(64) static char h[3];

#ifdef BAD
// BAD: error: `alignas(2)` is less than the minimum alignment 4 of variable `bad`{{.*}}[E0310]
alignas(2) int bad;
#endif

int main() {
  char pad = 0;
  alignas(128) char loc[5];
  int y __attribute__((aligned(32))) = 3;
  // CHECK: 0 0 0 0 3
  printf("%d %d %d %d %d\n", (int)((uintptr_t)h % 64), (int)((uintptr_t)loc % 128), (int)((uintptr_t)&y % 32), pad,
         y + before);
  return 0;
}
