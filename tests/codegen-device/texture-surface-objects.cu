// Texture and surface objects through NVIDIA's <texture_indirect_functions.h> and
// <surface_indirect_functions.h>, whose `tex2D<T>`, `tex1Dfetch<T>`, `surf2Dwrite` ... call the
// compiler's `__nv_tex_surf_handler("__itex2D", &texel, obj, x, y)`: LLVM's unified-mode
// `tex`/`tld4` and `suld`/`sust` intrinsics, by the texel type (float, int4, uchar4).
// NVIDIA's simpleTexture, simplePitchLinearTexture, simpleCubemapTexture,
// simpleLayeredTexture and simpleSurfaceWrite samples stopped at "use of undeclared identifier
// `__nv_tex_surf_handler`". The program checks every value on a GPU.
// REQUIRES: libcudart, ptxas
// RUN: %circlec --emit=ptx --sm 52,70 -I %S/../../examples %s -o %t
// RUN: FileCheck %s --check-prefix=PTX < %t.sm_70.ptx
// RUN: %ptxas -arch=sm_52 %t.sm_52.ptx -o %t.sm_52.cubin
// RUN: %ptxas -arch=sm_70 %t.sm_70.ptx -o %t.sm_70.cubin
// RUN: not %circlec -fsyntax-only -DBAD -I %S/../../examples %s 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: %circlec --sm 52,70,90 -I %S/../../examples %s -o %t.exe
// RUN: timeout 120 %t.exe > %t.out 2>&1
// RUN: FileCheck %s --check-prefix=ANY < %t.out
// RUN: if [ "$CIRCLEC_GPU_TESTS" = 1 ]; then FileCheck %s --check-prefix=GPU < %t.out; fi
// PTX-LABEL: .entry _Z6read2dyPfi(
// PTX: tex.2d.v4.f32.f32
// PTX-LABEL: .entry _Z7fetch1dyP4int4(
// PTX: tex.1d.v4.s32.s32
// PTX-LABEL: .entry _Z6gatheryP6float4(
// PTX: tld4.r.2d.v4.f32.f32
// PTX-LABEL: .entry _Z3lodyPf(
// PTX: tex.level.2d.v4.f32.f32
// PTX-LABEL: .entry _Z7layeredyPf(
// PTX: tex.a2d.v4.f32.f32
// PTX-LABEL: .entry _Z10write_surfyi(
// PTX: sust.b.2d.b32.trap
// PTX-LABEL: .entry _Z9read_surfyPfi(
// PTX: suld.b.2d.b32.clamp
// PTX-LABEL: .entry _Z11uchar4_surfyP6uchar4(
// PTX: sust.b.1d.v4.b8.zero
// PTX: suld.b.1d.v4.b8.zero
// BAD: error: `__itex2D_sparse` (a sparse texture fetch, which reports residency) is not implemented
// ANY: {{texture-surface-objects: PASS|failed: .* \(cudaError[A-Za-z]+\)}}
// ANY-NOT: FAIL
// GPU: texture-surface-objects: PASS
#include "cuda_check.h"
#include <cuda_runtime.h>
#include <cstdio>

constexpr int W = 8, H = 4;

__global__ void read2d(cudaTextureObject_t tex, float *out, int w) {
  int x = threadIdx.x, y = blockIdx.x;
  out[y * w + x] = tex2D<float>(tex, x + 0.5f, y + 0.5f);
}
__global__ void fetch1d(cudaTextureObject_t tex, int4 *out) { out[threadIdx.x] = tex1Dfetch<int4>(tex, threadIdx.x); }
__global__ void gather(cudaTextureObject_t tex, float4 *out) { out[0] = tex2Dgather<float4>(tex, 2.0f, 1.0f, 0); }
__global__ void lod(cudaTextureObject_t tex, float *out) { out[0] = tex2DLod<float>(tex, 3.5f, 2.5f, 0.0f); }
__global__ void layered(cudaTextureObject_t tex, float *out) { out[threadIdx.x] = tex2DLayered<float>(tex, 1.5f, 0.5f, threadIdx.x); }
__global__ void write_surf(cudaSurfaceObject_t s, int w) {
  int x = threadIdx.x, y = blockIdx.x;
  surf2Dwrite(1000.0f + y * 100 + x, s, x * (int)sizeof(float), y);
}
__global__ void read_surf(cudaSurfaceObject_t s, float *out, int w) {
  int x = threadIdx.x, y = blockIdx.x;
  out[y * w + x] = surf2Dread<float>(s, x * (int)sizeof(float), y, cudaBoundaryModeClamp);
}
__global__ void uchar4_surf(cudaSurfaceObject_t s, uchar4 *out) {
  int x = threadIdx.x;
  surf1Dwrite(make_uchar4(x, x + 1, x + 2, 255 - x), s, x * 4, cudaBoundaryModeZero);
  __syncthreads();
  out[x] = surf1Dread<uchar4>(s, x * 4, cudaBoundaryModeZero);
}
#ifdef BAD
__global__ void sparse(cudaTextureObject_t tex, float *out) {
  bool resident;
  out[0] = tex2D<float>(tex, 0.5f, 0.5f, &resident);
}
#endif

static cudaTextureObject_t texture_of(cudaArray_t a) {
  cudaResourceDesc res = {};
  res.resType = cudaResourceTypeArray;
  res.res.array.array = a;
  cudaTextureDesc td = {};
  td.addressMode[0] = td.addressMode[1] = td.addressMode[2] = cudaAddressModeClamp;
  td.filterMode = cudaFilterModePoint;
  td.readMode = cudaReadModeElementType;
  cudaTextureObject_t t = 0;
  check(cudaCreateTextureObject(&t, &res, &td, nullptr), "cudaCreateTextureObject");
  return t;
}

int main() {
  int errors = 0;
  float host[H][W];
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++) host[y][x] = (float)(y * 10 + x);
  cudaChannelFormatDesc fdesc = cudaCreateChannelDesc<float>();
  cudaArray_t arr;
  check(cudaMallocArray(&arr, &fdesc, W, H), "cudaMallocArray");
  check(cudaMemcpy2DToArray(arr, 0, 0, host, W * sizeof(float), W * sizeof(float), H, cudaMemcpyHostToDevice), "cudaMemcpy2DToArray");
  cudaTextureObject_t tex = texture_of(arr);
  float *d_out;
  check(cudaMalloc(&d_out, W * H * sizeof(float)), "cudaMalloc");
  read2d<<<H, W>>>(tex, d_out, W);
  float out[H][W];
  check(cudaMemcpy(out, d_out, sizeof(out), cudaMemcpyDeviceToHost), "read2d");
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++) errors += out[y][x] != host[y][x];

  lod<<<1, 1>>>(tex, d_out);
  float one = 0;
  check(cudaMemcpy(&one, d_out, sizeof(float), cudaMemcpyDeviceToHost), "lod");
  errors += one != host[2][3];

  // Gather of component 0 at (2, 1): the texels (1,1) (2,1) (2,0) (1,0), as PTX's tld4 orders them.
  float4 *d_g;
  check(cudaMalloc(&d_g, sizeof(float4)), "cudaMalloc");
  gather<<<1, 1>>>(tex, d_g);
  float4 g;
  check(cudaMemcpy(&g, d_g, sizeof(g), cudaMemcpyDeviceToHost), "gather");
  errors += g.x != host[1][1] || g.y != host[1][2] || g.z != host[0][2] || g.w != host[0][1];

  int4 lin[16];
  for (int i = 0; i < 16; i++) lin[i] = make_int4(i, -i, 2 * i, 100 + i);
  int4 *d_lin, *d_lout;
  check(cudaMalloc(&d_lin, sizeof(lin)), "cudaMalloc");
  check(cudaMalloc(&d_lout, sizeof(lin)), "cudaMalloc");
  check(cudaMemcpy(d_lin, lin, sizeof(lin), cudaMemcpyHostToDevice), "cudaMemcpy");
  cudaResourceDesc lres = {};
  lres.resType = cudaResourceTypeLinear;
  lres.res.linear.devPtr = d_lin;
  lres.res.linear.desc = cudaCreateChannelDesc<int4>();
  lres.res.linear.sizeInBytes = sizeof(lin);
  cudaTextureDesc ltd = {};
  ltd.readMode = cudaReadModeElementType;
  cudaTextureObject_t ltex = 0;
  check(cudaCreateTextureObject(&ltex, &lres, &ltd, nullptr), "cudaCreateTextureObject (linear)");
  fetch1d<<<1, 16>>>(ltex, d_lout);
  int4 lout[16];
  check(cudaMemcpy(lout, d_lout, sizeof(lout), cudaMemcpyDeviceToHost), "fetch1d");
  for (int i = 0; i < 16; i++) errors += lout[i].x != i || lout[i].y != -i || lout[i].z != 2 * i || lout[i].w != 100 + i;

  // A layered texture of 3 layers of 2x1 texels: layer l holds 10 * l + x.
  cudaArray_t larr;
  check(cudaMalloc3DArray(&larr, &fdesc, make_cudaExtent(2, 1, 3), cudaArrayLayered), "cudaMalloc3DArray");
  float layers[3][2] = {{0, 1}, {10, 11}, {20, 21}};
  cudaMemcpy3DParms copy = {};
  copy.srcPtr = make_cudaPitchedPtr(layers, 2 * sizeof(float), 2, 1);
  copy.dstArray = larr;
  copy.extent = make_cudaExtent(2, 1, 3);
  copy.kind = cudaMemcpyHostToDevice;
  check(cudaMemcpy3D(&copy), "cudaMemcpy3D");
  cudaTextureObject_t ltex2 = texture_of(larr);
  layered<<<1, 3>>>(ltex2, d_out);
  float lay[3];
  check(cudaMemcpy(lay, d_out, sizeof(lay), cudaMemcpyDeviceToHost), "layered");
  for (int l = 0; l < 3; l++) errors += lay[l] != 10 * l + 1;

  cudaArray_t sarr;
  check(cudaMallocArray(&sarr, &fdesc, W, H, cudaArraySurfaceLoadStore), "cudaMallocArray (surface)");
  cudaResourceDesc sres = {};
  sres.resType = cudaResourceTypeArray;
  sres.res.array.array = sarr;
  cudaSurfaceObject_t surf = 0;
  check(cudaCreateSurfaceObject(&surf, &sres), "cudaCreateSurfaceObject");
  write_surf<<<H, W>>>(surf, W);
  read_surf<<<H, W>>>(surf, d_out, W);
  check(cudaMemcpy(out, d_out, sizeof(out), cudaMemcpyDeviceToHost), "surfaces");
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++) errors += out[y][x] != 1000.0f + y * 100 + x;

  cudaChannelFormatDesc u4 = cudaCreateChannelDesc<uchar4>();
  cudaArray_t uarr;
  check(cudaMallocArray(&uarr, &u4, 32, 0, cudaArraySurfaceLoadStore), "cudaMallocArray (uchar4)");
  sres.res.array.array = uarr;
  cudaSurfaceObject_t usurf = 0;
  check(cudaCreateSurfaceObject(&usurf, &sres), "cudaCreateSurfaceObject (uchar4)");
  uchar4 *d_u;
  check(cudaMalloc(&d_u, 32 * sizeof(uchar4)), "cudaMalloc");
  uchar4_surf<<<1, 32>>>(usurf, d_u);
  uchar4 u[32];
  check(cudaMemcpy(u, d_u, sizeof(u), cudaMemcpyDeviceToHost), "uchar4 surface");
  for (int x = 0; x < 32; x++) errors += u[x].x != x || u[x].y != x + 1 || u[x].z != x + 2 || u[x].w != 255 - x;
  check(cudaDeviceSynchronize(), "kernels");
  return verdict("texture-surface-objects", errors);
}
