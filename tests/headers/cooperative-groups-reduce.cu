// NVIDIA's cooperative groups headers (from the CUDA installation circlec finds): a tile of 32
// threads reduces with cg::reduce, which lowers to butterfly shuffles on sm_70 and, through
// <nv/target>'s NV_IF_ELSE_TARGET (tests/codegen-device/nv-target.cu), to redux.sync on sm_80,
// from one front-end pass. On the way the headers need template template parameters of
// function templates (`pick_redux<cg::plus>`, libcu++'s type lists), SFINAE overloads told
// apart by their non-type parameters' types, `enable_if_t<...>* = nullptr` defaults,
// `std::forward`'s alias-template parameter, and `_Cases::template __rebind<T>...` bases.
// RUN: %circlec -fsyntax-only %s
// RUN: %circlec --sm 70,80 --emit ptx -o %t %s
// RUN: FileCheck %s < %t.sm_70.ptx
// RUN: FileCheck %s --check-prefix=SM80 < %t.sm_80.ptx
// RUN: %ptxas -arch=sm_70 %t.sm_70.ptx -o %t.sm_70.cubin
// RUN: %ptxas -arch=sm_80 %t.sm_80.ptx -o %t.sm_80.cubin
// CHECK: .entry
// CHECK-NOT: redux.sync
// CHECK: shfl.sync.bfly
// CHECK-NOT: redux.sync
// SM80: .entry
// SM80-NOT: shfl.sync
// SM80: redux.sync.add.s32
// SM80-NOT: shfl.sync
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;
__global__ void k(const int* in, int* out) {
  auto tile = cg::tiled_partition<32>(cg::this_thread_block());
  int v = in[threadIdx.x];
  int s = cg::reduce(tile, v, cg::plus<int>());
  if (tile.thread_rank() == 0) out[threadIdx.x / 32] = s;
}
