// --threads N (-t N) bounds the parallelism; the output is the same whatever N.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %circlec --dump=ptx --threads 1 -arch=sm_70 -arch=sm_80 -arch=sm_90 %s > %t/one.ptx
// RUN: %circlec --dump=ptx -t 4 -arch=sm_70 -arch=sm_80 -arch=sm_90 %s > %t/four.ptx
// RUN: diff %t/one.ptx %t/four.ptx
// RUN: FileCheck %s < %t/one.ptx
// CHECK: .target sm_70
// CHECK: .target sm_80
// CHECK: .target sm_90
__global__ void k(int *p) { *p = 1; }
