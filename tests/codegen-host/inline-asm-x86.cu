// x86-64 inline assembly in host code, lowered as clang lowers it: single-register letters
// (`=a`/`=d` for rdtsc, `cpuid`'s four outputs) become `{ax}`..., `m` operands are passed by
// address with an `elementtype`, `+r` is an output with a tied input, GCC's `{att|intel}`
// alternatives are LLVM's `$(att$|intel$)`, and every statement clobbers the flags as clang's
// x86 target says. The program is built, linked and run.
// RUN: %circlec --emit=llvm -S -O0 %s -o %t
// RUN: FileCheck %s --check-prefix=IR < %t.host.ll
// RUN: %circlec %s -o %t.exe && %t.exe | FileCheck %s
// CHECK: tsc 1 cpuid 1 add 5 load 41 shift 40 byte 97 named 10 tied 5 incm 7 alt 9
#include <stdint.h>
#include <stdio.h>

// IR-LABEL: define {{.*}} @_Z3tscv(
// IR: call { i32, i32 } asm sideeffect "rdtsc", "={ax},={dx},~{dirflag},~{fpsr},~{flags}"()
uint64_t tsc() {
  uint32_t lo, hi;
  __asm__ __volatile__("rdtsc" : "=a"(lo), "=d"(hi));
  return ((uint64_t)hi << 32) | lo;
}

// IR-LABEL: define {{.*}} @_Z5cpuidjPj(
// IR: asm sideeffect "cpuid", "={ax},={bx},={cx},={dx},{ax},{cx},~{dirflag},~{fpsr},~{flags}"(i32 %{{.*}}, i32 0)
void cpuid(unsigned leaf, unsigned* r) {
  asm volatile("cpuid" : "=a"(r[0]), "=b"(r[1]), "=c"(r[2]), "=d"(r[3]) : "a"(leaf), "c"(0));
}

// IR-LABEL: define {{.*}} @_Z3addii(
// IR: call i32 asm "addl $1, $0", "=r,r,0,~{cc},~{dirflag},~{fpsr},~{flags}"
int add(int a, int b) {
  asm("addl %1, %0" : "+r"(a) : "r"(b) : "cc");
  return a;
}

// IR-LABEL: define {{.*}} @_Z2ldPi(
// IR: call i32 asm "movl $1, $0", "=r,*m,~{dirflag},~{fpsr},~{flags}"(ptr elementtype(i32)
int ld(int* p) {
  int r;
  asm("movl %1, %0" : "=r"(r) : "m"(*p));
  return r;
}

// IR-LABEL: define {{.*}} @_Z2stPii(
// IR: call void asm "movl $1, $0", "=*m,r,~{dirflag},~{fpsr},~{flags}"(ptr elementtype(i32)
void st(int* p, int v) { asm("movl %1, %0" : "=m"(*p) : "r"(v)); }

// `$` in AT&T syntax is `$$` in LLVM's template.
// IR-LABEL: define {{.*}} @_Z2shl(
// IR: call i64 asm "shlq $$3, $0", "=r,0,~{dirflag},~{fpsr},~{flags}"
long sh(long x) {
  asm("shlq $3, %0" : "+r"(x));
  return x;
}

char byte(char a) {
  char r;
  asm("movb %1, %0" : "=q"(r) : "q"(a));
  return r;
}

// IR-LABEL: define {{.*}} @_Z5namedi(
// IR: call i32 asm "leal 1($1), $0", "=r,r,~{dirflag},~{fpsr},~{flags}"
int named(int a) {
  int r;
  asm("leal 1(%[in]), %[out]" : [out] "=r"(r) : [in] "r"(a));
  return r;
}

int tied(int a) {
  int r;
  asm("incl %0" : "=r"(r) : "0"(a));
  return r;
}

// IR-LABEL: define {{.*}} @_Z4incmi(
// IR: call void asm "incl $0", "=*m,*m,~{dirflag},~{fpsr},~{flags}"(ptr elementtype(i32) %{{.*}}, ptr elementtype(i32)
int incm(int x) {
  asm("incl %0" : "+m"(x));
  return x;
}

// IR-LABEL: define {{.*}} @_Z3alti(
// IR: call i32 asm "$(addl$|add$) $1, ${0:k}", "=r,r,0,~{dirflag},~{fpsr},~{flags}"
int alt(int x) {
  asm("{addl|add} %1, %k0" : "+r"(x) : "r"(2));
  return x;
}

int main() {
  uint64_t a = tsc(), b = tsc();
  unsigned r[4] = {0, 0, 0, 0};
  cpuid(0, r);
  int v = 0;
  st(&v, 41);
  // IR: call void asm sideeffect "", "~{memory},~{dirflag},~{fpsr},~{flags}"()
  asm volatile("" ::: "memory");
  // IR: call void asm sideeffect "nop", "~{dirflag},~{fpsr},~{flags}"()
  asm("nop");
  printf("tsc %d cpuid %d add %d load %d shift %ld byte %d named %d tied %d incm %d alt %d\n", b >= a, r[0] > 0, add(2, 3), ld(&v),
         sh(5), byte('a'), named(9), tied(4), incm(6), alt(7));
  return 0;
}
