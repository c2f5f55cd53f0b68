// A kernel with arithmetic, a loop with break/continue, calls of untagged helpers, threadIdx,
// `__shared__`, `__syncthreads`, `atomicAdd` and `@codegen if` compiles to PTX that ptxas
// accepts on every supported generation, at -O0 and -O3.
// REQUIRES: ptxas
// RUN: %circlec -S --sm 50,52,60,70,75,80,86,89,90,90a -O3 %s -o %t
// RUN: %ptxas -arch=sm_50 %t.sm_50.ptx -o %t.cubin
// RUN: %ptxas -arch=sm_52 %t.sm_52.ptx -o %t.cubin
// RUN: %ptxas -arch=sm_60 %t.sm_60.ptx -o %t.cubin
// RUN: %ptxas -arch=sm_70 %t.sm_70.ptx -o %t.cubin
// RUN: %ptxas -arch=sm_75 %t.sm_75.ptx -o %t.cubin
// RUN: %ptxas -arch=sm_80 %t.sm_80.ptx -o %t.cubin
// RUN: %ptxas -arch=sm_86 %t.sm_86.ptx -o %t.cubin
// RUN: %ptxas -arch=sm_89 %t.sm_89.ptx -o %t.cubin
// RUN: %ptxas -arch=sm_90 %t.sm_90.ptx -o %t.cubin
// RUN: %ptxas -arch=sm_90a %t.sm_90a.ptx -o %t.cubin
// RUN: FileCheck %s --check-prefix=SM52 < %t.sm_52.ptx
// RUN: FileCheck %s --check-prefix=SM90 < %t.sm_90.ptx
// RUN: %circlec -S --sm 52,70 -O0 %s -o %t.O0
// RUN: %ptxas -arch=sm_52 %t.O0.sm_52.ptx -o %t.cubin
// RUN: %ptxas -arch=sm_70 %t.O0.sm_70.ptx -o %t.cubin

// SM52: .version 4.1
// SM52: .target sm_52
// SM90: .version 7.8
// SM90: .target sm_90

__shared__ int tile[256];

int helper(int a, int b) { return a * b + 1; }
inline int twice(int x) { return x + x; }

// SM52-LABEL: .entry _Z1kPii(
// SM52: .maxntid 256, 1, 1
// SM52: bar.sync 0
// SM52-NOT: atom.
// SM90-LABEL: .entry _Z1kPii(
// SM90: bar.sync 0
// SM90: atom.global.add.u32
__global__ void __launch_bounds__(256) k(int* out, int n) {
  int i = threadIdx.x + blockIdx.x * blockDim.x;
  int acc = 0;
  for (int j = 0; j < n; j++) {
    if (j == 3) continue;
    acc += helper(j, i);
    if (acc > 1000) break;
  }
  tile[threadIdx.x] = acc;
  __syncthreads();
  @codegen if (__nvvm_arch >= 70) {
    atomicAdd(out, twice(tile[(threadIdx.x + 1) % 256]));
  } else {
    out[i] = tile[(threadIdx.x + 1) % 256];
  }
}
