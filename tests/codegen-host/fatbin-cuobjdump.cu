// The fatbin of a multi-sm build holds, per sm, a cubin from ptxas and the PTX; NVIDIA's
// cuobjdump lists every entry, whether written alone (`--emit=fatbin`) or embedded in the host
// object (`-c`, sections .nv_fatbin and .nvFatBinSegment). With `--no-cubin` only PTX.
// REQUIRES: ptxas, cuobjdump
// RUN: %circlec --emit=fatbin --sm 52,70,90 %s -o %t.fatbin
// RUN: %cuobjdump -lptx -lelf %t.fatbin | FileCheck %s
// RUN: %circlec -c --sm 52,70,90 %s -o %t.o
// RUN: %cuobjdump -lptx -lelf %t.o | FileCheck %s
// RUN: readelf -S %t.o | FileCheck %s --check-prefix=SECTIONS
// RUN: %circlec --emit=fatbin --no-cubin --sm 52,70 %s -o %t.ptxonly.fatbin 2>&1 | count 0
// RUN: %cuobjdump -lptx %t.ptxonly.fatbin | FileCheck %s --check-prefix=PTXONLY
// RUN: %cuobjdump -ptx %t.fatbin | FileCheck %s --check-prefix=PTXTEXT

__global__ void scale(float *p, float f) { p[threadIdx.x] *= f; }

// CHECK: ELF file    1: {{.*}}sm_52.cubin
// CHECK-NEXT: PTX file    1: {{.*}}sm_52.ptx
// CHECK-NEXT: ELF file    2: {{.*}}sm_70.cubin
// CHECK-NEXT: PTX file    2: {{.*}}sm_70.ptx
// CHECK-NEXT: ELF file    3: {{.*}}sm_90.cubin
// CHECK-NEXT: PTX file    3: {{.*}}sm_90.ptx
// SECTIONS: .nv_fatbin
// SECTIONS: .nvFatBinSegment
// PTXONLY: PTX file    1: {{.*}}sm_52.ptx
// PTXONLY-NEXT: PTX file    2: {{.*}}sm_70.ptx
// PTXONLY-NOT: ELF
// PTXTEXT: .target sm_52
// PTXTEXT: .visible .entry _Z5scalePff(
