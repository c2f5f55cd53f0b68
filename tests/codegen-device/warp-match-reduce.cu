// `__match_any_sync`/`__match_all_sync` (sm_70) and `__reduce_*_sync` (sm_80) from one front-end
// pass: `match.sync` in every sm_70+ module, `redux.sync` only where `@codegen if` lets it in, an
// unguarded reduce is the per-sm error with the chain, and the program checks every result on a
// GPU (the bundle runs it: `make gpu-bundle`; without a GPU it reports the runtime's error, SKIP).
// REQUIRES: libcudart
// RUN: %circlec --emit=ptx --sm 70,80 -I %S/../../examples %s -o %t
// RUN: FileCheck %s --check-prefix=SM70 < %t.sm_70.ptx
// RUN: FileCheck %s --check-prefix=SM80 < %t.sm_80.ptx
// RUN: not %circlec --emit=ptx --sm 70,80 -I %S/../../examples -DUNGUARDED %s -o %t.bad 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: %circlec --sm 70,80,90 -I %S/../../examples %s -o %t.exe
// RUN: timeout 120 %t.exe > %t.out 2>&1
// RUN: FileCheck %s --check-prefix=ANY < %t.out
// RUN: if [ "$CIRCLEC_GPU_TESTS" = 1 ]; then FileCheck %s --check-prefix=GPU < %t.out; fi
// SM70: match.any.sync.b32
// SM70: match.all.sync.b32
// SM70: match.any.sync.b32
// SM70: match.any.sync.b64
// SM70-NOT: redux.sync
// SM80: match.any.sync.b32
// SM80: redux.sync.add.s32
// SM80: redux.sync.min.s32
// SM80: redux.sync.max.u32
// SM80: redux.sync.and.b32
// SM80: redux.sync.or.b32
// SM80: redux.sync.xor.b32
// ERR: error: `__reduce_add_sync` is not available on sm_70: it needs sm_80 or newer{{.*}}[E0704]
// ERR: ODR used by: kernel `warp_ops`
// ERR: 1 error generated
// ANY: {{warp-match-reduce: PASS|failed: .* \(cudaError[A-Za-z]+\)}}
// ANY-NOT: FAIL
// GPU: warp-match-reduce: PASS
#include "cuda_check.h"

// out[lane * 12 + k]: the k-th result of lane `lane`; out[384]: 1 when the sm has redux.
__global__ void warp_ops(const unsigned* in, const float* fin, const double* din, unsigned* out) {
  unsigned lane = threadIdx.x;
  unsigned v = in[lane];
  unsigned* o = out + lane * 12;
  int all = -1;
  o[0] = __match_any_sync(0xffffffffu, v);
  o[1] = __match_all_sync(0xffffffffu, v, &all);
  o[2] = (unsigned)all;
  o[3] = __match_all_sync(0xffffffffu, 7u, &all);
  o[4] = (unsigned)all;
  o[5] = __match_any_sync(0xffffffffu, fin[lane]);
  o[6] = __match_any_sync(0xffffffffu, din[lane]);
#ifdef UNGUARDED
  o[7] = __reduce_add_sync(0xffffffffu, v);
#else
  @codegen if (__nvvm_arch >= 80) {
    o[7] = __reduce_add_sync(0xffffffffu, v);
    o[8] = (unsigned)__reduce_min_sync(0xffffffffu, (int)v - 5);
    o[9] = __reduce_max_sync(0xffffffffu, v);
    o[10] = __reduce_and_sync(0xffffffffu, v | 0x100u) ^ __reduce_or_sync(0xffffffffu, v);
    o[11] = __reduce_xor_sync(0xffffffffu, v);
    if (lane == 0)
      out[384] = 1;
  }
#endif
}

int main() {
  unsigned in[32];
  float fin[32];
  double din[32];
  for (int i = 0; i < 32; i++) {
    in[i] = (unsigned)(i % 5) * 3u;  // five groups of equal values
    fin[i] = (float)(i % 3) * 0.5f;
    din[i] = (double)(i / 8) * 0.25;
  }
  unsigned *d_in, *d_out;
  float* d_fin;
  double* d_din;
  check(cudaMalloc((void**)&d_in, sizeof(in)), "cudaMalloc");
  check(cudaMalloc((void**)&d_fin, sizeof(fin)), "cudaMalloc");
  check(cudaMalloc((void**)&d_din, sizeof(din)), "cudaMalloc");
  check(cudaMalloc((void**)&d_out, 385 * sizeof(unsigned)), "cudaMalloc");
  check(cudaMemset(d_out, 0, 385 * sizeof(unsigned)), "cudaMemset");
  check(cudaMemcpy(d_in, in, sizeof(in), cudaMemcpyHostToDevice), "cudaMemcpy");
  check(cudaMemcpy(d_fin, fin, sizeof(fin), cudaMemcpyHostToDevice), "cudaMemcpy");
  check(cudaMemcpy(d_din, din, sizeof(din), cudaMemcpyHostToDevice), "cudaMemcpy");
  warp_ops<<<1, 32>>>(d_in, d_fin, d_din, d_out);
  check(cudaGetLastError(), "launch");
  unsigned out[385];
  check(cudaMemcpy(out, d_out, sizeof(out), cudaMemcpyDeviceToHost), "cudaMemcpy");
  int errors = 0;
  unsigned sum = 0, mx = 0, band = ~0u, bor = 0, bxor = 0;
  int mn = 1 << 30;
  for (int i = 0; i < 32; i++) {
    sum += in[i];
    mx = in[i] > mx ? in[i] : mx;
    mn = (int)in[i] - 5 < mn ? (int)in[i] - 5 : mn;
    band &= in[i] | 0x100u;
    bor |= in[i];
    bxor ^= in[i];
  }
  for (int lane = 0; lane < 32; lane++) {
    unsigned any = 0, fany = 0, dany = 0;
    for (int j = 0; j < 32; j++) {
      any |= in[j] == in[lane] ? 1u << j : 0u;
      fany |= fin[j] == fin[lane] ? 1u << j : 0u;
      dany |= din[j] == din[lane] ? 1u << j : 0u;
    }
    const unsigned* o = out + lane * 12;
    errors += o[0] != any;
    errors += o[1] != 0 || o[2] != 0;            // the lanes differ: 0, and the predicate false
    errors += o[3] != 0xffffffffu || o[4] != 1;  // all lanes pass 7
    errors += o[5] != fany;
    errors += o[6] != dany;
    if (out[384] == 1) {
      errors += o[7] != sum || (int)o[8] != mn || o[9] != mx || o[10] != (band ^ bor) || o[11] != bxor;
    }
  }
  if (errors)
    printf("%d mismatches\n", errors);
  return verdict("warp-match-reduce", errors);
}
