// The %clang_cuda oracle compiles device code without a CUDA installation, %ptxas assembles
// what it produces, and %cuobjdump reads the cubin.
// REQUIRES: clang-cuda
// RUN: %clang_cuda --cuda-gpu-arch=sm_70 -S -o %t.ptx %s
// RUN: FileCheck %s < %t.ptx
// CHECK: .target sm_70
// CHECK: .visible .entry _Z4fillPfi(
// RUN: %if ptxas %{ %ptxas -arch=sm_70 -o %t.cubin %t.ptx %}
// RUN: %if ptxas && cuobjdump %{ %cuobjdump -elf %t.cubin | FileCheck %s --check-prefix=ELF %}
// ELF: .text._Z4fillPfi
__attribute__((global)) void fill(float *out, int n) {
  if (n > 0) out[0] = 1.0f;
}
