// The cubins of debug builds, as cuobjdump shows them: -lineinfo gives the SASS line table
// (`.nv_debug_line_sass`) and no DWARF; -G gives the DWARF sections besides it.
// REQUIRES: ptxas, cuobjdump
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %circlec --emit=cubin --sm 80 -O3 -lineinfo %s -o lines
// RUN: %cuobjdump -elf lines.sm_80.cubin | FileCheck %s --check-prefix=LINES
// LINES: .nv_debug_line_sass
// RUN: %cuobjdump -elf lines.sm_80.cubin | not grep -w .debug_info
// RUN: %circlec --emit=cubin --sm 80 -G %s -o full
// RUN: %cuobjdump -elf full.sm_80.cubin | FileCheck %s --check-prefix=FULL
// FULL-DAG: .nv_debug_line_sass
// FULL-DAG: .debug_info
// FULL-DAG: .debug_line
// Without either, no line table.
// RUN: %circlec --emit=cubin --sm 80 -O3 %s -o plain
// RUN: %cuobjdump -elf plain.sm_80.cubin | FileCheck %s --check-prefix=PLAIN
// RUN: %cuobjdump -elf plain.sm_80.cubin | not grep nv_debug_line_sass
// PLAIN: .text._Z5scalePff

__global__ void scale(float *a, float s) { a[threadIdx.x] *= s; }
