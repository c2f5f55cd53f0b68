// GNU attributes: the CUDA ones act as the keywords (NVIDIA's host_defines.h defines
// `__global__` as `__attribute__((global))`, and so on), `packed` and `aligned` lay records out
// as GCC and clang do (also written after a declarator-id), attributes that only inform
// diagnostics are accepted, and every other one (or one written where circlec does not apply
// it: on a typedef) is a warning naming it: never dropped silently. After a function's parameter
// list they apply to the declaration, as in GCC. `__launch_bounds__` outside 1..1024 threads (or with negative blocks) is an error.
// REQUIRES: libcudart
// RUN: %circlec %s -o %t 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: %t | FileCheck %s --check-prefix=RUN-OUT
// RUN: %circlec --emit=ptx --sm 70 %s -o %t 2>/dev/null
// RUN: FileCheck %s --check-prefix=PTX < %t.sm_70.ptx
// RUN: FileCheck %s --check-prefix=PTXG < %t.sm_70.ptx
// RUN: not %circlec -fsyntax-only -DBAD_BOUNDS %s 2>&1 | FileCheck %s --check-prefix=BOUNDS
#include <stdio.h>

struct __attribute__((packed)) P1 { char c; int i; short s; };
struct P2 { char c; double d; } __attribute__((packed));
struct __attribute__((__packed__, aligned(4))) P3 { char c; int i; };
struct __attribute__((aligned)) A16 { char c; };
static_assert(sizeof(P1) == 7 && alignof(P1) == 1 && __builtin_offsetof(P1, i) == 1, "packed before the name");
static_assert(sizeof(P2) == 9 && alignof(P2) == 1, "packed after the body");
static_assert(sizeof(P3) == 8 && alignof(P3) == 4, "packed and aligned");
static_assert(alignof(A16) == 16, "`aligned` alone is 16 on x86-64");

__attribute__((device)) int dv;
__attribute__((constant)) int cv = 3;
__attribute__((device)) __attribute__((noinline)) int helper(int x) { return x + dv + cv; }
__attribute__((global)) void k(int* o) { o[0] = (int)sizeof(P1); }
__attribute__((global, launch_bounds(128, 2))) void k2(int* o) { o[0] = helper(1); }
// PTX: .visible .global .align 4 .u32 dv;
// PTX: .visible .const .align 4 .u32 cv = 3;
// PTX: .func {{.*}}_Z6helperi(
// PTX: .entry _Z1kPi(
// PTX: .entry _Z2k2Pi(
// PTX-NEXT: .param
// PTX: .maxntid 128, 1, 1
// PTX-NEXT: .minnctapersm 2

// Accepted as they are: they change nothing circlec generates.
__attribute__((nothrow, leaf, nonnull(1), warn_unused_result)) int g(int* p);
int g(int* p) __attribute__((__nothrow__));

// WARN: gnu-attributes.cu:[[@LINE+1]]:27: warning: attribute `weird_thing` is ignored [E0213]
int f(int) __attribute__((weird_thing));
// After a declarator-id they apply to the declaration, as GCC applies them.
struct Late { char c; int i __attribute__((aligned(8))); };
static_assert(sizeof(Late) == 16 && alignof(Late) == 8, "aligned after the member's name");
// PTXG: .visible .global .align 32 .u32 dg;
__device__ int dg __attribute__((aligned(32)));
// WARN-NOT: gnu-attributes.cu:[[@LINE+1]]:19: warning
void late_fn(int) __attribute__((noinline));
// WARN: gnu-attributes.cu:[[@LINE+2]]:13: warning: this attribute is ignored in this position [E0213]
// WARN: circlec gives a typedef no alignment or packing of its own
typedef int aligned_int __attribute__((aligned(16)));
// WARN: 2 warnings generated

#ifdef BAD_BOUNDS
// BOUNDS: error: the maximum threads per block of `__launch_bounds__` is -256; it must be between 1 and 1024{{.*}}[E0544]
__global__ void __launch_bounds__(-256, 2) bad1(int* o) {}
// BOUNDS: error: the minimum blocks per multiprocessor of `__launch_bounds__` is -1; it must not be negative{{.*}}[E0544]
__global__ void __launch_bounds__(256, -1) bad2(int* o) {}
// BOUNDS: error: the maximum threads per block of `__launch_bounds__` is 2048{{.*}}[E0544]
__global__ void __attribute__((launch_bounds(2048))) bad3(int* o) {}
#endif

int main() {
  // RUN-OUT: 7 9 8 4
  printf("%d %d %d %d\n", (int)sizeof(P1), (int)sizeof(P2), (int)sizeof(P3), (int)alignof(P3));
  return 0;
}
