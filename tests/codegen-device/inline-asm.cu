// Inline assembly in device code: GNU `asm` statements with each NVPTX constraint kind (`h` 16-bit, `r` 32-bit,
// `l` 64-bit and pointer registers, `f` float, `d` double, `n` an immediate), `=` outputs and `+`
// in-out operands, `%%` for PTX's special registers, `{ }` blocks with their own registers, several
// instructions in one template, a `"memory"` clobber, named operands and a tied input. The IR is
// what clang writes for the same source; the PTX holds the text and ptxas assembles it.
// REQUIRES: ptxas
// RUN: %circlec --emit=llvm --sm 70 -O0 %s -o %t
// RUN: FileCheck %s --check-prefix=IR < %t.sm_70.ll
// RUN: %circlec --emit=ptx --sm 70,90 %s -o %t
// RUN: FileCheck %s --check-prefix=PTX < %t.sm_70.ptx
// RUN: %ptxas -arch=sm_70 %t.sm_70.ptx -o %t.70.cubin
// RUN: %ptxas -arch=sm_90 %t.sm_90.ptx -o %t.90.cubin

// IR-LABEL: define {{.*}} @_Z4lanev(
// IR: call i32 asm sideeffect "mov.u32 $0, %laneid;", "=r"()
// PTX-LABEL: _Z4lanev(
// PTX: mov.u32 %r{{[0-9]+}}, %laneid;
__device__ unsigned lane() {
  unsigned r;
  asm volatile("mov.u32 %0, %%laneid;" : "=r"(r));
  return r;
}

// `+r`: an output and an input tied to it, after the other inputs.
// IR-LABEL: define {{.*}} @_Z3incii(
// IR: call i32 asm "add.s32 $0, $0, $1;", "=r,r,0"(i32 %{{.*}}, i32 %{{.*}})
// PTX-LABEL: _Z3incii(
// PTX: add.s32 [[X:%r[0-9]+]], [[X]], %r{{[0-9]+}};
__device__ int inc(int x, int by) {
  asm("add.s32 %0, %0, %1;" : "+r"(x) : "r"(by));
  return x;
}

// IR-LABEL: define {{.*}} @_Z3s16t(
// IR: call i16 asm "add.u16 $0, $1, 1;", "=h,h"(i16
// PTX: add.u16 %rs{{[0-9]+}}, %rs{{[0-9]+}}, 1;
__device__ unsigned short s16(unsigned short a) {
  unsigned short r;
  asm("add.u16 %0, %1, 1;" : "=h"(r) : "h"(a));
  return r;
}

// A pointer goes in an `l` register.
// IR-LABEL: define {{.*}} @_Z4ld64PKy(
// IR: call i64 asm sideeffect "ld.global.nc.u64 $0, [$1];", "=l,l"(ptr
// PTX: ld.global.nc.u64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}];
__device__ unsigned long long ld64(const unsigned long long* p) {
  unsigned long long r;
  asm volatile("ld.global.nc.u64 %0, [%1];" : "=l"(r) : "l"(p));
  return r;
}

// IR-LABEL: define {{.*}} @_Z4fmadfd(
// IR: call double asm "{ .reg .f64 t; cvt.f64.f32 t, $1; fma.rn.f64 $0, t, $2, $2; }", "=d,f,d"(float {{.*}}, double
// PTX: { .reg .f64 t; cvt.f64.f32 t, %f{{[0-9]+}}; fma.rn.f64 %fd{{[0-9]+}}, t, %fd{{[0-9]+}}, %fd{{[0-9]+}}; }
__device__ double fmad(float a, double b) {
  double r;
  asm("{ .reg .f64 t; cvt.f64.f32 t, %1; fma.rn.f64 %0, t, %2, %2; }" : "=d"(r) : "f"(a), "d"(b));
  return r;
}

// `n`: the constant itself, folded from a constant expression.
// IR-LABEL: define {{.*}} @_Z3immi(
// IR: call i32 asm "shl.b32 $0, $1, $2;", "=r,r,n"(i32 %{{.*}}, i32 3)
// PTX: shl.b32 %r{{[0-9]+}}, %r{{[0-9]+}}, 3;
constexpr int kShift = 1 + 2;
__device__ int imm(int a) {
  int r;
  asm("shl.b32 %0, %1, %2;" : "=r"(r) : "r"(a), "n"(kShift));
  return r;
}

// Several instructions, `\n\t` separated, in a block with its own predicate register; two
// outputs come back as a struct.
// IR-LABEL: define {{.*}} @_Z6minmaxiiPiS_(
// IR: call { i32, i32 } asm "{\0A\09.reg .pred p;\0A\09setp.lt.s32 p, $2, $3;\0A\09selp.s32 $0, $2, $3, p;\0A\09selp.s32 $1, $3, $2, p;\0A\09}", "=r,=r,r,r"
// PTX: .reg .pred p;
// PTX-NEXT: setp.lt.s32 p, [[A:%r[0-9]+]], [[B:%r[0-9]+]];
// PTX-NEXT: selp.s32 %r{{[0-9]+}}, [[A]], [[B]], p;
// PTX-NEXT: selp.s32 %r{{[0-9]+}}, [[B]], [[A]], p;
__device__ void minmax(int a, int b, int* lo, int* hi) {
  asm("{\n\t"
      ".reg .pred p;\n\t"
      "setp.lt.s32 p, %2, %3;\n\t"
      "selp.s32 %0, %2, %3, p;\n\t"
      "selp.s32 %1, %3, %2, p;\n\t"
      "}"
      : "=r"(*lo), "=r"(*hi)
      : "r"(a), "r"(b));
}

// No outputs: volatile as GCC makes it; the clobber is `~{memory}`.
// IR-LABEL: define {{.*}} @_Z5fencev(
// IR: call void asm sideeffect "membar.gl;", "~{memory}"()
// PTX: membar.gl;
__device__ void fence() { asm volatile("membar.gl;" ::: "memory"); }

// Named operands, an early-clobber output and an input tied to output 0 by number; `%=`.
// IR-LABEL: define {{.*}} @_Z5namedii(
// IR: call { i32, i32 } asm "add.s32 $0, $0, $2; // ${:uid}\0A\09mov.b32 $1, $2;", "=r,=&r,r,0"
__device__ int named(int a, int b) {
  int sum, copy;
  asm("add.s32 %[sum], %[sum], %[b]; // %=\n\tmov.b32 %1, %[b];" : [sum] "=r"(sum), "=&r"(copy) : [b] "r"(b), "0"(a));
  return sum + copy;
}

// A `short` in an `r` register is widened to 32 bits, a 32-bit result narrowed back.
// IR-LABEL: define {{.*}} @_Z5widens(
// IR: %[[W:.*]] = sext i16 %{{.*}} to i32
// IR: call i32 asm "mov.b32 $0, $1;", "=r,r"(i32 %[[W]])
// IR: trunc i32 %{{.*}} to i16
__device__ short widen(short a) {
  short r;
  asm("mov.b32 %0, %1;" : "=r"(r) : "r"(a));
  return r;
}

__global__ void kernel(int* out, const unsigned long long* p, float f, double d) {
  int lo, hi;
  minmax(out[0], out[1], &lo, &hi);
  out[2] = lane() + inc(out[3], 2) + s16(out[4]) + (int)ld64(p) + (int)fmad(f, d) + imm(out[5]);
  fence();
  out[6] = lo + hi + named(out[7], out[8]) + widen(out[9]);
  // Basic asm: the text as it is.
  // IR: call void asm sideeffect "exit;", ""()
  asm("exit;");
}
