// Bad `asm` statements are errors at the operand's constraint, its expression, or the operand
// reference in the template; a letter of the other side's instruction set in a
// `__host__ __device__` function is an error when that side's code is generated.
// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
// RUN: not %circlec --emit=ptx --sm 70 -DHD %s -o %t 2>&1 | FileCheck %s --check-prefix=HD
#ifndef HD
__device__ int f(int a, int* p) {
  int r;
  // CHECK: invalid-asm-constraint.cu:[[@LINE+1]]:27: error: unknown constraint letter `q` in `asm` operand [E0510]
  asm("mov.u32 %0, %1;" : "=q"(r) : "r"(a));
  // CHECK: invalid-asm-constraint.cu:[[@LINE+1]]:27: error: output constraint `r` must start with `=` or `+` [E0510]
  asm("mov.u32 %0, %1;" : "r"(r) : "r"(a));
  // CHECK: invalid-asm-constraint.cu:[[@LINE+1]]:24: error: `%5` in the `asm` template refers to operand 5, but the statement has 2 operand(s) [E0512]
  asm("add.s32 %0, %1, %5;" : "=r"(r) : "r"(a));
  // CHECK: invalid-asm-constraint.cu:[[@LINE+1]]:32: error: expression is not assignable in an `asm` output [E0403]
  asm("mov.u32 %0, %1;" : "=r"(a + 1) : "r"(a));
  // CHECK: invalid-asm-constraint.cu:[[@LINE+1]]:37: error: input constraint `=r` cannot contain `=` [E0510]
  asm("mov.u32 %0, %1;" : "=r"(r) : "=r"(a));
  // CHECK: invalid-asm-constraint.cu:[[@LINE+1]]:37: error: input constraint `1` names output 1, but the statement has 1 output(s) [E0510]
  asm("mov.u32 %0, %1;" : "=r"(r) : "1"(a));
  // CHECK: invalid-asm-constraint.cu:[[@LINE+1]]:41: error: an immediate `asm` operand is not a constant expression{{.*}}[E0314]
  asm("mov.u32 %0, %1;" : "=r"(r) : "n"(a));
  // CHECK: invalid-asm-constraint.cu:[[@LINE+1]]:21: error: `%[x]` in the `asm` template names no operand [E0512]
  asm("mov.u32 %0, %[x];" : "=r"(r) : "r"(a));
  // CHECK: invalid-asm-constraint.cu:[[@LINE+1]]:24: error: unknown register name `eax` in `asm` clobbers [E0513]
  asm("membar.gl;" ::: "eax");
  // A pointer is 64-bit in PTX: `l`, not `r`.
  // CHECK: invalid-asm-constraint.cu:[[@LINE+1]]:37: error: an operand of type `int *` does not fit constraint `r` (a 32-bit integer register) [E0511]
  asm("mov.u32 %0, %1;" : "=r"(r) : "r"(p));
  // CHECK: invalid-asm-constraint.cu:[[@LINE+1]]:20: error: invalid `%;` in the `asm` template [E0512]
  asm("mov.u32 %0, %;" : "=r"(r));
  // CHECK: invalid-asm-constraint.cu:[[@LINE+1]]:26: error: output constraint `=n` allows only an immediate [E0510]
  asm("mov.u32 %0, 1;" : "=n"(r));
  // CHECK: invalid-asm-constraint.cu:[[@LINE+1]]:40: error: input constraint `0` ties to output 0, which already has an input [E0510]
  asm("add.s32 %0, %0, 1;" : "+r"(r) : "0"(a));
  // CHECK: invalid-asm-constraint.cu:[[@LINE+1]]:16: error: `%[x` in the `asm` template has no closing `]` [E0512]
  asm("mov.u32 %[x" : [x] "=r"(r));
  return r;
}

struct Pair { int a, b; };
// A host function knows x86-64's letters, not PTX's.
void g(Pair s) {
  // CHECK: invalid-asm-constraint.cu:[[@LINE+1]]:20: error: an operand of type `Pair` cannot go in a register [E0511]
  asm("nop" :: "r"(s));
  // CHECK: invalid-asm-constraint.cu:[[@LINE+1]]:13: error: unknown constraint letter `h` in `asm` operand [E0510]
  asm("" :: "h"(s.a));
}
#else
// HD: invalid-asm-constraint.cu:[[@LINE+1]]:80: error: `asm` constraint letter `a` does not exist in PTX (device code); guard the statement with `@codegen if` (generating code for sm_70) [E0729]
__host__ __device__ inline int hd(int x) { int r; asm("mov %1, %0" : "=r"(r) : "a"(x)); return r; }
__global__ void k(int* o) { o[0] = hd(1); }
#endif
