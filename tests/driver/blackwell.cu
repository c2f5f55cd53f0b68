// sm_100, sm_101 and sm_120: LLVM 19 has no Blackwell target, so circlec compiles sm_90's PTX and
// the toolkit's ptxas makes a cubin for each from it.
// REQUIRES: ptxas, cuobjdump
// RUN: rm -rf %t && mkdir -p %t
// RUN: %circlec -c -v -arch=sm_100 -gencode arch=compute_120,code=sm_120 %s -o %t/k.o 2>&1 | FileCheck %s --check-prefix=VERBOSE
// VERBOSE-DAG: ptxas -arch=sm_90 sm_90.ptx -o sm_90.cubin
// VERBOSE-DAG: ptxas -arch=sm_100 sm_90.ptx -o sm_100.cubin
// VERBOSE-DAG: ptxas -arch=sm_120 sm_90.ptx -o sm_120.cubin
// RUN: %cuobjdump -lelf -lptx %t/k.o | FileCheck %s
// CHECK-DAG: PTX file {{.*}}sm_90.ptx
// CHECK-DAG: ELF file {{.*}}sm_100.cubin
// CHECK-DAG: ELF file {{.*}}sm_120.cubin
// Device code alone is sm_90's, with a warning that says so.
// RUN: %circlec --dump=ptx -arch=sm_101 %s 2>&1 | FileCheck %s --check-prefix=DUMP
// DUMP: circlec: warning: sm_101 get sm_90's device code here
// DUMP: .target sm_90
__global__ void k(int *p) { *p = 1; }
