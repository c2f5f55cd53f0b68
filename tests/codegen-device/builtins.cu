// The lowering of CUDA builtins to NVVM intrinsics and instructions, one CHECK above each use.
// RUN: %circlec --emit=llvm --sm 70 -O0 %s -o %t
// RUN: FileCheck %s < %t.sm_70.ll

// CHECK-LABEL: define ptx_kernel void @_Z3idsPj(
__global__ void ids(unsigned* out) {
  // CHECK: call {{.*}}i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  // CHECK: call {{.*}}i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  // CHECK: call {{.*}}i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  // CHECK: call {{.*}}i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  // CHECK: call {{.*}}i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
  out[0] = threadIdx.x + threadIdx.y + blockIdx.z + blockDim.x + gridDim.y;
  // warpSize is the constant 32.
  // CHECK: store i32 32,
  out[1] = warpSize;
}

// CHECK-LABEL: define ptx_kernel void @_Z4syncPi(
__global__ void sync(int* p) {
  // CHECK: call void @llvm.nvvm.barrier0()
  __syncthreads();
  // CHECK: call i32 @llvm.nvvm.barrier0.popc(i32
  p[0] = __syncthreads_count(p[1]);
  // CHECK: call i32 @llvm.nvvm.barrier0.and(i32
  p[1] = __syncthreads_and(p[2]);
  // CHECK: call void @llvm.nvvm.bar.warp.sync(i32 -1)
  __syncwarp();
  // CHECK: call void @llvm.nvvm.membar.gl()
  __threadfence();
  // CHECK: call void @llvm.nvvm.membar.cta()
  __threadfence_block();
  // CHECK: call void @llvm.nvvm.membar.sys()
  __threadfence_system();
}

// CHECK-LABEL: define ptx_kernel void @_Z7atomicsPiPjPyPfPd(
__global__ void atomics(int* i, unsigned* u, unsigned long long* ull, float* f, double* d) {
  // CHECK: atomicrmw add ptr {{.*}}, i32
  atomicAdd(i, 1);
  // CHECK: atomicrmw fadd ptr {{.*}}, float
  atomicAdd(f, 1.0f);
  // CHECK: atomicrmw fadd ptr {{.*}}, double
  atomicAdd(d, 1.0);
  // CHECK: atomicrmw add ptr {{.*}}, i64
  atomicAdd(ull, 1ull);
  // CHECK: atomicrmw sub ptr
  atomicSub(i, 2);
  // CHECK: atomicrmw xchg ptr {{.*}}, float
  atomicExch(f, 2.0f);
  // CHECK: atomicrmw min ptr {{.*}}, i32
  atomicMin(i, 3);
  // CHECK: atomicrmw umax ptr {{.*}}, i32
  atomicMax(u, 3u);
  // CHECK: call i32 @llvm.nvvm.atomic.load.inc.32.p0(ptr
  atomicInc(u, 10u);
  // CHECK: cmpxchg ptr {{.*}}, i32 {{.*}}, i32
  atomicCAS(i, 1, 2);
  // CHECK: atomicrmw and ptr
  atomicAnd(i, 1);
  // CHECK: atomicrmw or ptr
  atomicOr(i, 1);
  // CHECK: atomicrmw xor ptr
  atomicXor(i, 1);
  // CHECK: call i32 @llvm.nvvm.atomic.add.gen.i.cta.i32.p0(ptr
  atomicAdd_block(i, 1);
  // CHECK: call float @llvm.nvvm.atomic.add.gen.f.sys.f32.p0(ptr
  atomicAdd_system(f, 1.0f);
}

// CHECK-LABEL: define ptx_kernel void @_Z4warpPiPf(
__global__ void warp(int* p, float* f) {
  // width 32: c = 0x1f
  // CHECK: call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 {{.*}}, i32 {{.*}}, i32 31)
  p[0] = __shfl_sync(0xffffffff, p[0], 3);
  // up, width 16: c = (16 << 8) | 0
  // CHECK: call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 {{.*}}, i32 1, i32 4096)
  p[1] = __shfl_up_sync(0xffffffff, p[1], 1u, 16);
  // CHECK: call float @llvm.nvvm.shfl.sync.down.f32(
  f[0] = __shfl_down_sync(0xffffffff, f[0], 2u);
  // CHECK: call i32 @llvm.nvvm.shfl.sync.bfly.i32(
  p[2] = __shfl_xor_sync(0xffffffff, p[2], 1);
  // CHECK: call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1
  p[3] = __ballot_sync(0xffffffff, p[3] > 0);
  // CHECK: call i1 @llvm.nvvm.vote.any.sync(
  p[4] = __any_sync(0xffffffff, p[4]);
  // CHECK: call i1 @llvm.nvvm.vote.all.sync(
  p[5] = __all_sync(0xffffffff, p[5]);
  // CHECK: call i32 @llvm.nvvm.activemask()
  p[6] = __activemask();
}

// CHECK-LABEL: define ptx_kernel void @_Z4bitsPiPy(
__global__ void bits(int* p, unsigned long long* q) {
  // CHECK: call i32 @llvm.ctpop.i32(
  p[0] = __popc(p[0]);
  // CHECK: call i64 @llvm.ctpop.i64(
  p[1] = __popcll(q[0]);
  // CHECK: call i32 @llvm.ctlz.i32(i32 {{.*}}, i1 false)
  p[2] = __clz(p[2]);
  // CHECK: call i32 @llvm.cttz.i32(
  p[3] = __ffs(p[3]);
  // CHECK: call i32 @llvm.bitreverse.i32(
  p[4] = __brev(p[4]);
  // CHECK: call i64 @llvm.nvvm.read.ptx.sreg.clock64()
  q[1] = clock64();
  // CHECK: call i32 @llvm.nvvm.read.ptx.sreg.clock()
  q[2] = clock();
  // CHECK: call void @llvm.nvvm.nanosleep(i32 100)
  __nanosleep(100);
  // CHECK: call i32 @llvm.nvvm.ldg.global.i.i32.p0(ptr {{.*}}, i32 4)
  p[5] = __ldg(p + 6);
  // CHECK: call void @llvm.trap()
  if (p[7]) __trap();
}

// CHECK-LABEL: define ptx_kernel void @_Z8fastmathPf(
__global__ void fastmath(float* f) {
  // CHECK: call float @llvm.nvvm.ex2.approx.f(
  f[0] = __expf(f[0]);
  // CHECK: call float @llvm.nvvm.lg2.approx.f(
  f[1] = __log2f(f[1]);
  // CHECK: call float @llvm.nvvm.sin.approx.f(
  f[2] = __sinf(f[2]);
  // CHECK: call float @llvm.nvvm.div.approx.f(
  f[3] = __fdividef(f[3], f[4]);
  // CHECK: call float @llvm.nvvm.rsqrt.approx.f(
  f[5] = rsqrtf(f[5]);
  // CHECK: bitcast float {{.*}} to i32
  f[6] = __int_as_float(__float_as_int(f[6]) + 1);
}
