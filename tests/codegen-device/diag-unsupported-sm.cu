// An sm outside sm_50..sm_90a (and Blackwell's, built from sm_90: driver/blackwell.cu) is an error
// listing the supported ones; nvcc's and clang's
// spellings of the option are accepted.
// RUN: not %circlec --emit=ptx --sm 35,70 %s -o %t 2>&1 | FileCheck %s
// RUN: not %circlec -S -arch=sm_30 %s -o %t 2>&1 | FileCheck %s --check-prefix=NVCC
// RUN: %circlec -S -arch=sm_75 %s -o %t && FileCheck %s --check-prefix=SPELL < %t.sm_75.ptx
// RUN: %circlec -S --gpu-architecture sm_61 %s -o %t && FileCheck %s --check-prefix=SPELL61 < %t.sm_61.ptx
// RUN: %circlec -S --cuda-gpu-arch=sm_86 %s -o %t.ptx && FileCheck %s --check-prefix=SPELL86 < %t.sm_86.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_75 %t.sm_75.ptx -o %t.cubin %}
// RUN: %if ptxas %{ %ptxas -arch=sm_61 %t.sm_61.ptx -o %t.cubin %}
// RUN: %if ptxas %{ %ptxas -arch=sm_86 %t.sm_86.ptx -o %t.cubin %}

// CHECK: error: unsupported GPU architecture `35`; circlec supports sm_50, sm_52, sm_53, sm_60, sm_61, sm_62, sm_70, sm_72, sm_75, sm_80, sm_86, sm_87, sm_89, sm_90, sm_90a [E0801]
// NVCC: error: unsupported GPU architecture `sm_30`;{{.*}}[E0801]
// SPELL: .target sm_75
// SPELL61: .target sm_61
// SPELL86: .target sm_86

__global__ void k(int* p) { p[0] = 1; }
