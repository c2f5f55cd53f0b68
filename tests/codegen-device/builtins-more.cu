// More builtin lowerings: 64-bit shuffles (two 32-bit halves), the scoped atomic family,
// 64-bit bit operations, high multiplies and the rest of the fast-math intrinsics. The PTX
// assembles for sm_60 and sm_90.
// RUN: %circlec --emit=llvm --sm 60 -O0 %s -o %t
// RUN: FileCheck %s < %t.sm_60.ll
// RUN: %circlec -S --sm 60,90 %s -o %t
// RUN: %if ptxas %{ %ptxas -arch=sm_60 %t.sm_60.ptx -o %t.cubin %}
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.sm_90.ptx -o %t.cubin %}

// CHECK-LABEL: define ptx_kernel void @_Z7shufflePdPx(
__global__ void shuffle(double* d, long long* l) {
  // CHECK: bitcast double {{.*}} to i64
  // CHECK: call i32 @llvm.nvvm.shfl.sync.idx.i32(
  // CHECK: call i32 @llvm.nvvm.shfl.sync.idx.i32(
  // CHECK: bitcast i64 {{.*}} to double
  d[0] = __shfl_sync(0xffffffff, d[0], 0);
  // CHECK: call i32 @llvm.nvvm.shfl.sync.down.i32(
  // CHECK: call i32 @llvm.nvvm.shfl.sync.down.i32(
  l[0] = __shfl_down_sync(0xffffffff, l[0], 1u);
}

// CHECK-LABEL: define ptx_kernel void @_Z6scopedPiPjPfPy(
__global__ void scoped(int* i, unsigned* u, float* f, unsigned long long* q) {
  // CHECK: call i32 @llvm.nvvm.atomic.add.gen.i.sys.i32.p0(ptr {{.*}}, i32
  atomicSub_system(i, 3);
  // CHECK: call i32 @llvm.nvvm.atomic.exch.gen.i.cta.i32.p0(
  // CHECK: bitcast i32 {{.*}} to float
  f[1] = atomicExch_block(f, 1.0f);
  // CHECK: call i32 @llvm.nvvm.atomic.inc.gen.i.cta.i32.p0(
  atomicInc_block(u, 7u);
  // CHECK: call i32 @llvm.nvvm.atomic.load.dec.32.p0(
  atomicDec(u, 7u);
  // CHECK: call i64 @llvm.nvvm.atomic.cas.gen.i.sys.i64.p0(ptr {{.*}}, i64 {{.*}}, i64
  atomicCAS_system(q, 1ull, 2ull);
  // CHECK: call i32 @llvm.nvvm.atomic.max.gen.i.cta.i32.p0(
  atomicMax_block(i, 9);
  // Unsigned scoped min/max: no LLVM intrinsic; block scope uses a device-scope atomicrmw,
  // system scope inline PTX.
  // CHECK: atomicrmw umin ptr
  atomicMin_block(u, 4u);
  // CHECK: call i64 asm sideeffect "atom.sys.max.u64 $0, [$1], $2;", "=l,l,l,~{memory}"(ptr
  atomicMax_system(q, 5ull);
  // CHECK: call i32 @llvm.nvvm.barrier0.or(i32
  i[1] = __syncthreads_or(i[2]);
}

// CHECK-LABEL: define ptx_kernel void @_Z5bit64PxPyPi(
__global__ void bit64(long long* a, unsigned long long* b, int* r) {
  // CHECK: call i64 @llvm.ctlz.i64(
  r[0] = __clzll(a[0]);
  // CHECK: call i64 @llvm.cttz.i64(
  r[1] = __ffsll(a[1]);
  // CHECK: call i64 @llvm.bitreverse.i64(
  b[0] = __brevll(b[1]);
  // CHECK: mul i128
  // CHECK: lshr i128
  b[2] = __umul64hi(b[3], b[4]);
  // CHECK: mul i64
  // CHECK: ashr i64
  r[2] = __mulhi(r[3], r[4]);
}

// CHECK-LABEL: define ptx_kernel void @_Z5fast2Pf(
__global__ void fast2(float* f) {
  // CHECK: call float @llvm.nvvm.lg2.approx.f(
  // CHECK: fmul float {{.*}}, 0x3FE62E4300000000
  f[0] = __logf(f[0]);
  // CHECK: call float @llvm.nvvm.cos.approx.f(
  f[1] = __cosf(f[1]);
  // CHECK: call float @llvm.nvvm.sin.approx.f(
  // CHECK: call float @llvm.nvvm.cos.approx.f(
  // CHECK: call float @llvm.nvvm.div.approx.f(
  f[2] = __tanf(f[2]);
  // CHECK: call float @llvm.nvvm.lg2.approx.f(
  // CHECK: call float @llvm.nvvm.ex2.approx.f(
  f[3] = __powf(f[3], f[4]);
  // CHECK: call float @llvm.nvvm.saturate.f(
  f[5] = __saturatef(f[5]);
  // CHECK: call float @llvm.nvvm.sin.approx.f(
  // CHECK: call float @llvm.nvvm.cos.approx.f(
  // CHECK: store float
  // CHECK: store float
  __sincosf(f[6], &f[7], &f[8]);
  // CHECK: call void @llvm.debugtrap()
  if (f[9] > 1.0f) __brkpt();
}
