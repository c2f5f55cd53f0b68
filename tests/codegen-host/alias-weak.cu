// GNU `alias("sym")` and `weak` (they were dropped with a warning): an alias function is an LLVM
// alias of the function `sym` this unit defines (PTX `.alias`, which needs PTX 6.3, on devices);
// `weak` makes a definition `weak` and a declaration `extern_weak` (its address may be null).
// Attributes after a function's parameter list apply to the declaration, as in GCC.
// RUN: %circlec --sm 70 %s -o %t && %t | FileCheck %s
// RUN: %circlec --emit=llvm -S --sm 70 %s -o %t
// RUN: FileCheck %s --check-prefix=IR < %t.host.ll
// RUN: %circlec --emit=ptx --sm 70 %s -o %t
// RUN: FileCheck %s --check-prefix=PTX < %t.sm_70.ptx
// RUN: not %circlec -fsyntax-only -DERRORS %s 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: not %circlec -DUNDEFINED %s -o %t 2>&1 | FileCheck %s --check-prefix=UNDEF
#include <cstdio>

// IR-DAG: @g = alias i32 (), ptr @f
// IR-DAG: @w = weak alias i32 (), ptr @f
// IR-DAG: @wv = weak global i32 7
// IR-DAG: define weak i32 @_Z4defwv()
// IR-DAG: declare extern_weak i32 @_Z5maybev()
extern "C" int f() { return 1; }
extern "C" int g() __attribute__((alias("f")));
extern "C" int w() __attribute__((weak, alias("f")));
__attribute__((weak)) int maybe();
__attribute__((weak)) int defw() { return 5; }
__attribute__((weak)) int wv = 7;

// PTX: .version 6.3
// PTX: .weak .func {{.*}}_Z2dwi(
// PTX: .alias dg, df;
extern "C" __device__ int df(int x) { return x + 1; }
extern "C" __device__ int dg(int x) __attribute__((alias("df")));
__device__ __attribute__((weak)) int dw(int x) { return x * 2; }
__global__ void k(int* o) { o[0] = dg(1) + dw(3); }

int main() {
  // CHECK: 2 1 5 7 1
  printf("%d %d %d %d %d\n", g() + w(), &maybe == nullptr, defw(), wv, (void*)&g == (void*)&f);
}

#ifdef ERRORS
// ERR: alias-weak.cu:[[@LINE+1]]:16: error: a function definition cannot also be an alias [E0514]
__attribute__((alias("f"))) int h() { return 2; }
// ERR: alias-weak.cu:[[@LINE+1]]:16: error: `alias` on a variable is not supported yet [E0514]
__attribute__((alias("wv"))) extern int av;
#endif
#ifdef UNDEFINED
// UNDEF: alias-weak.cu:[[@LINE+1]]:16: error: `u` is an alias of `nowhere`, which this translation unit does not define
extern "C" int u() __attribute__((alias("nowhere")));
int use() { return u(); }
#endif
