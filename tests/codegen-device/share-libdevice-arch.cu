// libdevice's `__nv_sin` asks `__nvvm_reflect("__CUDA_ARCH")`, which the pipeline folds with the
// sm's number: a module that calls `sin` is optimised for every sm on its own. `expf` only asks
// `__CUDA_FTZ`, the same for every sm, so a module calling it alone is shared.
// REQUIRES: ptxas
// RUN: %circlec -S --sm 70,75 %s -o %t -ftime-report 2> %t.report
// RUN: FileCheck %s --check-prefix=SIN < %t.report
// RUN: %ptxas -arch=sm_70 %t.sm_70.ptx -o %t.cubin
// RUN: %ptxas -arch=sm_75 %t.sm_75.ptx -o %t.cubin
// RUN: env RAYON_NUM_THREADS=1 %circlec -S --sm 70,75 %s -o %t.t1
// RUN: diff %t.sm_75.ptx %t.t1.sm_75.ptx
// RUN: %circlec -S --sm 70,75 -DNO_SIN %s -o %t.exp -ftime-report 2> %t.exp.report
// RUN: FileCheck %s --check-prefix=EXP < %t.exp.report
// RUN: %ptxas -arch=sm_75 %t.exp.sm_75.ptx -o %t.cubin
// RUN: FileCheck %s --check-prefix=PTX < %t.exp.sm_75.ptx

// SIN: sm_70 optimisation
// SIN-NOT: shared with
// SIN: sm_75 PTX emission
// EXP: sm_75 optimisation {{ *[0-9]+\.[0-9]+}} ms (shared with sm_70)
// PTX: .target sm_75
// PTX: ex2.approx

#include <math.h>

__global__ void wave(float* f, double* d) {
  f[threadIdx.x] = expf(f[threadIdx.x]);
#ifndef NO_SIN
  d[threadIdx.x] = sin(d[threadIdx.x]);
#endif
}
