// NVIDIA's <mma.h> gives `load_matrix_sync`, `mma_sync` and `store_matrix_sync` an empty body
// `{ }` through the macro `__DEF_IF_HOST` whenever `__CUDA_ARCH__` is undefined (nvcc's host
// pass); their device definitions (mma.hpp) use nvcc's internal builtins, which circlec does not
// implement. A kernel using them is an error naming each function and the call, not a kernel
// that silently does nothing. The header itself, and host code, compile.
// RUN: %circlec -fsyntax-only --sm 70 -DNO_KERNEL %s
// RUN: not %circlec --emit=ptx --sm 70 %s -o %t 2>&1 | FileCheck %s
// CHECK: mma.h:{{[0-9]+}}:{{[0-9]+}}: error: `load_matrix_sync` has no device definition for sm_70 [E0701]
// CHECK: the header's stub for nvcc's host pass
// CHECK: wmma-host-stub-error.cu:[[@LINE+12]]:3: note: `load_matrix_sync` ODR-used here by kernel `tile_mma`
// CHECK: error: `mma_sync` has no device definition for sm_70 [E0701]
// CHECK: error: `store_matrix_sync` has no device definition for sm_70 [E0701]
#include <mma.h>
using namespace nvcuda;

#ifndef NO_KERNEL
__global__ void tile_mma(const half* a, const half* b, float* c) {
  wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> fa;
  wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::col_major> fb;
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> acc;
  wmma::fill_fragment(acc, 0.0f);
  wmma::load_matrix_sync(fa, a, 16);
  wmma::load_matrix_sync(fb, b, 16);
  wmma::mma_sync(acc, fa, fb, acc);
  wmma::store_matrix_sync(c, acc, 16, wmma::mem_row_major);
}
#endif
