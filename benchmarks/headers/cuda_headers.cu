// The speed benchmark of issue 12 (`make bench-cuda-headers`): one kernel that includes NVIDIA's
// <cuda_fp16.h> and <cuda_bf16.h> (tens of thousands of lines) and uses them, compiled to an
// object by circlec, nvcc and clang for one sm and for eight. With -DWITH_CG it also includes
// <cooperative_groups.h> and reduces over a tile, as the issue asks, once circlec compiles it.
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#ifdef WITH_CG
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;
#endif

__global__ void mixed(const __half2* a, const __half2* b, const __nv_bfloat16* c, float* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  __half2 s = __hfma2(a[i], b[i], __float2half2_rn(1.0f));
  float v = __low2float(s) + __high2float(s) + __bfloat162float(__hmul(c[i], c[i]));
#ifdef WITH_CG
  auto tile = cg::tiled_partition<32>(cg::this_thread_block());
  v = cg::reduce(tile, v, cg::plus<float>());
#endif
  out[i] = v;
}
