// Cooperative groups' block barrier and coalesced groups, from NVIDIA's headers: `cg::sync(cta)`
// and `cta.sync()` are `__barrier_sync(0)`, a coalesced group's `shfl` finds its source lane with
// `__fns`, and the named-barrier and `__uni_sync` intrinsics of sm_30_intrinsics.h are circlec's
// builtins (their header bodies are for nvcc's device pass only). Found on NVIDIA's
// cdpAdvancedQuicksort and cdpQuadtree samples, which stopped at E0701 for `__barrier_sync`.
// `barrier.sync` with an id needs PTX 6.0: a module whose only such use it is (the kernel
// `blocks` alone, `-DBLOCKS_ONLY`) got sm_52's default PTX version and LLVM's NVPTX backend
// aborted the process ("Cannot select: intrinsic %llvm.nvvm.barrier.sync"; NVIDIA's mergeSort).
// REQUIRES: ptxas
// RUN: %circlec --sm 52,70 --emit ptx -o %t %s
// RUN: FileCheck %s < %t.sm_70.ptx
// RUN: %ptxas -arch=sm_52 %t.sm_52.ptx -o %t.sm_52.cubin
// RUN: %ptxas -arch=sm_70 %t.sm_70.ptx -o %t.sm_70.cubin
// RUN: %circlec --sm 52 --emit ptx -DBLOCKS_ONLY -o %t.blocks %s
// RUN: FileCheck %s --check-prefix=BLOCKS < %t.blocks.sm_52.ptx
// RUN: %ptxas -arch=sm_52 %t.blocks.sm_52.ptx -o %t.blocks.sm_52.cubin
// BLOCKS: .version 6.0
// BLOCKS: .target sm_52
// BLOCKS: barrier.sync 0;
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void blocks(int *p) {
  cg::thread_block cta = cg::this_thread_block();
  p[threadIdx.x] = 1;
  cg::sync(cta);
  p[threadIdx.x] += p[(threadIdx.x + 1) % blockDim.x];
  cta.sync();
}
// CHECK-LABEL: .entry _Z6blocksPi(
// CHECK: barrier.sync 0;
// CHECK: barrier.sync 0;

#ifndef BLOCKS_ONLY
__global__ void coalesced(int *p) {
  if (p[threadIdx.x] > 0) {
    cg::coalesced_group active = cg::coalesced_threads();
    p[threadIdx.x] = active.shfl(p[threadIdx.x], p[0] & 7) + (int)active.thread_rank();
  }
}
// CHECK-LABEL: .entry _Z9coalescedPi(
// CHECK: fns.b32
// CHECK: shfl.sync.idx.b32

__global__ void named(int *p) {
  __barrier_sync_count(1, 64);
  p[threadIdx.x] = __uni_sync(0xffffffffu, p[0] > 0);
}
// CHECK-LABEL: .entry _Z5namedPi(
// CHECK: barrier.sync 1, 64;
// CHECK: vote.sync.uni.pred

// A 32-thread tile of the block: `tiled_partition<32>` converts through
// `operator thread_block_tile<32, void>()`, whose `thread_block_tile<32, void>(*this)` is the
// constructor template, not the conversion function again (which looped forever:
// tests/cxx-classes/ctor-template-beats-conversion-fn-run.cu).
__global__ void tiles(int *p) {
  cg::thread_block cta = cg::this_thread_block();
  cg::thread_block_tile<32> t = cg::tiled_partition<32>(cta);
  p[threadIdx.x] = t.thread_rank();
}
// CHECK-LABEL: .entry _Z5tilesPi(
// CHECK-NOT: bra.uni
// CHECK: and.b32 {{.*}}, 31;
// CHECK: ret;
#endif
