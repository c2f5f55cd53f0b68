// `barrier.sync` with an id (`__barrier_sync`, which cooperative groups' `cg::sync(cta)` is) needs
// PTX 6.0. A program whose only such use it is got sm_52's default PTX version, and LLVM's NVPTX
// backend aborted the whole process ("LLVM ERROR: Cannot select: intrinsic
// %llvm.nvvm.barrier.sync"). Found on NVIDIA's mergeSort sample.
// REQUIRES: ptxas
// RUN: %circlec --sm 52 --emit ptx -o %t %s
// RUN: FileCheck %s < %t.sm_52.ptx
// RUN: %ptxas -arch=sm_52 %t.sm_52.ptx -o %t.sm_52.cubin
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

// CHECK: .version 6.0
// CHECK: .target sm_52
__global__ void step(int *p) {
  cg::thread_block cta = cg::this_thread_block();
  p[threadIdx.x] = 1;
  cg::sync(cta);
  p[threadIdx.x] += p[(threadIdx.x + 1) % blockDim.x];
}
// CHECK-LABEL: .entry _Z4stepPi(
// CHECK: barrier.sync 0;
