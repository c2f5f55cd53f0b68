// libcu++'s `cuda::std::atomic` in a kernel, from the CCCL headers circlec finds: its
// operations reach NVIDIA's inline PTX (`atom.add.acquire.sys`, `ld.acquire.sys`) through
// `__isLocal`, which NVIDIA's `sm_20_intrinsics.h` defines with an empty body outside nvcc's
// device pass; circlec's builtin implements it (`isspacep.local`), so the kernel does not fall
// off the end of an empty function into `exit`. The address-space conversions lower to
// `cvta` (`__cvta_generic_to_shared`, `__cvta_shared_to_generic`).
// RUN: %circlec --emit=ptx --sm 70 %s -o %t
// RUN: FileCheck %s < %t.sm_70.ptx
// RUN: %ptxas -arch=sm_70 %t.sm_70.ptx -o %t.cubin
// RUN: %circlec --emit=ptx -O0 --sm 70 %s -o %t.O0
// RUN: FileCheck %s --check-prefix=O0 < %t.O0.sm_70.ptx
#include <cuda/std/atomic>

__global__ void count(int* out) {
  cuda::std::atomic<int> a{0};
  a.fetch_add(1);
  out[0] = a.load();
}
// CHECK-LABEL: .entry _Z5countPi(
// CHECK: isspacep.local
// CHECK: atom.add.acquire.sys.s32
// CHECK: ld.acquire.sys.b32
// CHECK-NOT: exit;
// CHECK: ret;

__global__ void spaces(unsigned* out, const int* g) {
  __shared__ int tile[32];
  tile[threadIdx.x] = g[threadIdx.x];
  size_t s = __cvta_generic_to_shared(&tile[threadIdx.x]);
  int* back = (int*)__cvta_shared_to_generic(s);
  out[0] = __isShared(back) + 2 * __isGlobal(g) + 4 * __isLocal(out) + 8 * __isConstant(g) + (unsigned)*back;
}
// CHECK-LABEL: .entry _Z6spacesPjPKi(
// CHECK-DAG: isspacep.shared
// CHECK-DAG: isspacep.global
// CHECK-DAG: isspacep.const
// CHECK: ret;
// O0-LABEL: .entry _Z6spacesPjPKi(
// O0: cvta.to.shared.u64
// O0: cvta.shared.u64
