// Debug information: -lineinfo puts `.file`/`.loc` for the kernels' statements into the PTX at
// any -O (and `#line` renames and renumbers them), without `.target ..., debug`, so ptxas keeps
// optimising; nothing without it. -g gives the host functions DWARF subprograms and the device
// line tables; -G compiles device code at -O0 with full DWARF (`.target ..., debug`) and runs
// ptxas -g. `debug-info-cubin.cu` checks the cubins.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %circlec --dump=ptx --sm 80 -O3 -lineinfo %s | FileCheck %s --check-prefix=LINES
// RUN: %circlec --dump=ptx --sm 80 -O0 --generate-line-info %s | FileCheck %s --check-prefix=LINES
// RUN: %circlec --dump=ptx --sm 80 -O3 -g %s | FileCheck %s --check-prefix=LINES
// RUN: %circlec --dump=ptx --sm 80 -O3 %s > plain.ptx
// RUN: FileCheck %s --check-prefix=PLAIN < plain.ptx
// RUN: not grep -e '\.loc' -e '\.file' plain.ptx
// PLAIN: .visible .entry _Z5scalePffi(
// RUN: %circlec --dump=ptx --sm 80 -G %s | FileCheck %s --check-prefix=FULL
// FULL: .target sm_80, debug
// FULL: .section .debug_info
// RUN: %circlec --dryrun -G --sm 80 -c %s | FileCheck %s --check-prefix=PTXAS-G
// PTXAS-G: ptxas -arch=sm_80 -g
// RUN: %circlec --dryrun -lineinfo --sm 80 -c %s | FileCheck %s --check-prefix=PTXAS-LINES
// PTXAS-LINES: ptxas -arch=sm_80 -lineinfo
// RUN: %circlec -g -O0 -c --no-cubin --sm 80 %s -o g.o
// RUN: readelf --debug-dump=info g.o | FileCheck %s --check-prefix=HOST
// HOST: DW_TAG_compile_unit
// HOST: DW_AT_name {{.*}}debug-info.cu
// HOST: DW_TAG_subprogram
// HOST: DW_AT_linkage_name{{.*}}: _Z11host_helperi
// HOST: DW_AT_name {{.*}}: host_helper
// RUN: readelf --debug-dump=decodedline g.o | FileCheck %s --check-prefix=HOSTLINES
// HOSTLINES: debug-info.cu{{ +}}[[@LINE+3]]
// HOSTLINES: debug-info.cu{{ +}}[[@LINE+3]]
// HOSTLINES: debug-info.cu{{ +}}[[@LINE+3]]
int host_helper(int a) {
  int b = a * 3;
  return b + 1;
}
// Without -g the host object has no DWARF.
// RUN: %circlec -c --no-cubin --sm 80 %s -o plain.o
// RUN: readelf -S plain.o | FileCheck %s --check-prefix=NODWARF
// NODWARF: .text
// RUN: readelf -S plain.o | not grep debug_info

// LINES-NOT: .target sm_80, debug
// LINES: .visible .entry _Z5scalePffi(
// LINES: .loc [[FILE:[0-9]+]] [[@LINE+1]] 0
__global__ void scale(float *a, float s, int n) {
  // LINES: .loc [[FILE]] [[@LINE+1]] {{[0-9]+}}
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  // LINES: .loc [[FILE]] [[@LINE+2]] {{[0-9]+}}
  if (i < n)
    a[i] *= s;
}
// LINES: .visible .entry _Z5shiftPf(
// LINES: .loc [[RENAMED:[0-9]+]] 200 0
// LINES: .loc [[RENAMED]] 201 {{[0-9]+}}
// LINES: .file [[FILE]] "{{.*}}debug-info.cu"
// LINES: .file [[RENAMED]] "{{.*}}renamed.cu"
#line 200 "renamed.cu"
__global__ void shift(float *a) {
  a[threadIdx.x] += 1.0f;
}
