// compute_XX alone puts that sm's PTX in the fatbin without a cubin; sm_XX gives both.
// REQUIRES: ptxas, cuobjdump
// RUN: rm -rf %t && mkdir -p %t
// RUN: %circlec -c -gencode arch=compute_70,code=sm_70 -gencode arch=compute_80,code=compute_80 %s -o %t/k.o
// RUN: %cuobjdump -lelf -lptx %t/k.o | FileCheck %s
// CHECK-DAG: ELF file {{.*}}sm_70.cubin
// CHECK-DAG: PTX file {{.*}}sm_70.ptx
// CHECK-DAG: PTX file {{.*}}sm_80.ptx
// CHECK-NOT: sm_80.cubin
__global__ void k(int *p) { *p = 1; }
