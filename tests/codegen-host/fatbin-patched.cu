// The host object is generated before the fatbin exists, with a placeholder in .nv_fatbin; the
// fatbin is then appended to the object and the section header pointed at it. The section's
// only reference stays the wrapper's absolute relocation at offset 0; cuobjdump lists every
// entry in the object and in the linked executable; the program, whose dynamic initializer
// runs after the registration constructor, starts and runs (SKIP without a GPU).
// REQUIRES: ptxas, cuobjdump, libcudart
// RUN: %circlec -c --sm 52,90 %s -o %t.o
// RUN: readelf -S -W %t.o | FileCheck %s --check-prefix=SECTIONS
// RUN: readelf -r -W %t.o | FileCheck %s --check-prefix=RELOC
// RUN: %cuobjdump -lelf -lptx %t.o | FileCheck %s
// RUN: %circlec --sm 52,90 %s -o %t.exe
// RUN: %cuobjdump -lelf -lptx %t.exe | FileCheck %s
// RUN: timeout 120 %t.exe | FileCheck %s --check-prefix=OUT
// RUN: %circlec -S --emit=llvm --sm 52 %s -o %t
// RUN: FileCheck %s --check-prefix=IR < %t.host.ll

#include "../../examples/cuda_check.h"

__device__ int counter;
__global__ void add(int *p, int v) { p[threadIdx.x] += v + counter; }
int twice(int x) { return 2 * x; }
int before = twice(21);

int main() {
  printf("dynamic init: %d\n", before);
  int *d = nullptr;
  check(cudaMalloc((void **)&d, 32 * sizeof(int)), "cudaMalloc");
  check(cudaMemset(d, 0, 32 * sizeof(int)), "cudaMemset");
  add<<<1, 32>>>(d, before);
  check(cudaGetLastError(), "launch");
  int h[32];
  check(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost), "cudaMemcpy");
  int errors = 0;
  for (int i = 0; i < 32; ++i)
    errors += h[i] != 42;
  return verdict("fatbin-patched", errors);
}

// SECTIONS: .nv_fatbin PROGBITS {{[0-9a-f]+}} {{[0-9a-f]+}} {{0*[1-9a-f][0-9a-f][0-9a-f][0-9a-f]+}} 00 A 0 0 8
// SECTIONS: .nvFatBinSegment PROGBITS {{[0-9a-f]+}} {{[0-9a-f]+}} 000018 00 WA 0 0 8
// RELOC: Relocation section '.rela.nvFatBinSegment'
// RELOC-NEXT: Offset
// RELOC-NEXT: 0000000000000008 {{[0-9a-f]+}} R_X86_64_64 0000000000000000 .nv_fatbin + 0
// CHECK: ELF file 1: {{.*}}sm_52.cubin
// CHECK-NEXT: PTX file 1: {{.*}}sm_52.ptx
// CHECK-NEXT: ELF file 2: {{.*}}sm_90.cubin
// CHECK-NEXT: PTX file 2: {{.*}}sm_90.ptx
// OUT: dynamic init: 42
// OUT: {{fatbin-patched: PASS|SKIP: no usable CUDA device}}
// IR: @__circlec_fatbin = private constant [{{[0-9]+}} x i8] c"P\EDU\BA\01\00\10\00
