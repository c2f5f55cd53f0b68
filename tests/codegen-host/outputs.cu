// What each mode writes. `-c`: <stem>.o, a relocatable object; `--emit=fatbin`: <stem>.fatbin;
// `-S --emit=llvm -o out.ll`: the NVVM IR of each sm (out.sm_52.ll) and the host IR
// (out.host.ll); no mode: an executable, a.out without -o. Without ptxas (`--no-cubin` here) the
// fatbin holds PTX only.
// REQUIRES: libcudart
// RUN: rm -rf %t.dir && mkdir -p %t.dir && cd %t.dir
// RUN: %circlec -c --no-cubin %s && readelf -h outputs.o | FileCheck %s --check-prefix=OBJ
// RUN: %circlec --emit=fatbin --no-cubin --sm 52,70 %s && od -A n -t x4 -N 4 outputs.fatbin | FileCheck %s --check-prefix=MAGIC
// RUN: %circlec -S --emit=llvm --sm 52,70 %s -o out.ll && ls | FileCheck %s --check-prefix=LL
// RUN: %circlec --no-cubin %s && ./a.out | FileCheck %s --check-prefix=EXE
// OBJ: Type: REL (Relocatable file)
// OBJ: Machine: Advanced Micro Devices X86-64
// MAGIC: ba55ed50
// LL: out.host.ll
// LL-NEXT: out.sm_52.ll
// LL-NEXT: out.sm_70.ll
// EXE: started

#include <stdio.h>
__global__ void k(int *p) { p[0] = 1; }
int main() { printf("started\n"); return 0; }
