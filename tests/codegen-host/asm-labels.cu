// GNU asm labels (`int f(int) asm("g");`, also spelled `__asm__` and `__asm`) name the symbol of
// a function or variable, as glibc's headers use them (`__REDIRECT`): the declaration's label
// applies to its later definition too, and adjacent string literals make one label. (They were
// a parse error.)
// RUN: %circlec %s -o %t
// RUN: %t | FileCheck %s
// RUN: %circlec --emit=llvm -S --sm 70 %s -o %t
// RUN: FileCheck %s --check-prefix=IR < %t.host.ll
// RUN: FileCheck %s --check-prefix=DEV < %t.sm_70.ll
// RUN: not %circlec -fsyntax-only -DEMPTY %s 2>&1 | FileCheck %s --check-prefix=EMPTY
#include <stdio.h>

extern int my_puts(const char*) __asm__("" "puts");  // glibc's __REDIRECT writes it so
int counter asm("renamed_counter") = 3;
int twice(int x) __asm("twice_impl");
int twice(int x) { return 2 * x; }
__device__ int dev_helper(int x) asm("dev_helper_sym");
__device__ int dev_helper(int x) { return x + 1; }
__global__ void k(int* o) { o[0] = dev_helper(o[0]); }

#ifdef EMPTY
// EMPTY: asm-labels.cu:[[@LINE+1]]:18: error: an `asm` label must name a symbol{{.*}}[E0208]
int nameless asm("");
#endif

// IR-DAG: @renamed_counter = {{.*}}global i32 3
// IR-DAG: define {{.*}}i32 @twice_impl(i32
// IR-DAG: declare {{.*}}i32 @puts(ptr
// DEV: define {{.*}}i32 @dev_helper_sym(i32
int main() {
  // CHECK: hello via an asm label
  my_puts("hello via an asm label");
  // CHECK-NEXT: 3 8
  printf("%d %d\n", counter, twice(4));
  return 0;
}
