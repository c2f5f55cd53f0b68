// Cooperative groups' cluster group and the sm_90 cluster builtins (sm_90_rt.h declares them;
// their definitions are for nvcc's device pass): `cg::this_cluster()` reads the cluster
// special registers and syncs with `barrier.cluster`. The type-erased `thread_group`
// reaches the cluster group's `block_rank()` for every sm, where nvcc's sm_70 pass has no
// cluster group at all: called from NVIDIA's header on an sm without clusters, the builtin is
// a trap; called from the user's code it stays an error (NVIDIA's simpleCooperativeGroups and
// dxtc samples stopped at "`__clusterRelativeBlockRank` has no device definition").
// REQUIRES: ptxas
// RUN: %circlec --sm 70,90 --emit ptx -o %t %s
// RUN: FileCheck %s --check-prefix=SM90 < %t.sm_90.ptx
// RUN: %circlec --sm 70 -O0 --emit ptx -o %t.O0 %s
// RUN: FileCheck %s --check-prefix=SM70 < %t.O0.sm_70.ptx
// RUN: %ptxas -arch=sm_70 %t.O0.sm_70.ptx -o %t.O0.sm_70.cubin
// RUN: %ptxas -arch=sm_70 %t.sm_70.ptx -o %t.sm_70.cubin
// RUN: %ptxas -arch=sm_90 %t.sm_90.ptx -o %t.sm_90.cubin
// RUN: not %circlec --sm 70,90 --emit ptx -DUSER_CALL -o %t.bad %s 2>&1 | FileCheck %s --check-prefix=ERR
// SM90-LABEL: .entry _Z7clusterPj(
// SM90: %cluster_ctarank
// SM90: barrier.cluster.arrive
// SM90: barrier.cluster.wait
// At -O0 the switch over the group's kind keeps its cluster case, a trap on sm_70 (at -O2
// the kind is known and the case folds away).
// SM70: trap;
// SM70-NOT: %cluster_
// ERR: error: `__clusterSizeInBlocks` is not available on sm_70: it needs sm_90 or newer [E0704]
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void generic(unsigned *out) {
  cg::thread_group g = cg::this_thread_block();
  out[threadIdx.x] = g.thread_rank();
}

__global__ void cluster(unsigned *out) {
  @codegen if (__nvvm_arch >= 90) {
    cg::cluster_group c = cg::this_cluster();
    out[blockIdx.x] = c.block_rank();
    c.sync();
  }
}

#ifdef USER_CALL
__global__ void direct(unsigned *out) { out[0] = __clusterSizeInBlocks(); }
#endif
