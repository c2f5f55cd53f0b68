// clang's `__nvvm_*` builtins (they were undeclared identifiers): each calls the NVVM intrinsic
// of the same name (`__nvvm_fmin_f` is `llvm.nvvm.fmin.f`), the atomic and barrier ones reuse the
// CUDA builtins' lowering; the PTX assembles with ptxas. They are device-only.
// RUN: %circlec -O0 --emit=llvm --sm 70 %s -o %t
// RUN: FileCheck %s < %t.sm_70.ll
// RUN: %circlec --sm 70 -c %s -o %t.o
// RUN: not %circlec -fsyntax-only -DHOST %s 2>&1 | FileCheck %s --check-prefix=HOST

// CHECK-DAG: call {{.*}}i32 @llvm.nvvm.read.ptx.sreg.tid.x()
// CHECK-DAG: call {{.*}}i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
// CHECK-DAG: call {{.*}}i32 @llvm.nvvm.read.ptx.sreg.laneid()
// CHECK-DAG: call void @llvm.nvvm.bar.sync(i32 0)
// CHECK-DAG: call float @llvm.nvvm.fmin.f(float
// CHECK-DAG: call double @llvm.nvvm.sqrt.rn.d(double
// CHECK-DAG: call float @llvm.nvvm.fma.rn.f(float
// CHECK-DAG: call i32 @llvm.nvvm.f2i.rz(float
// CHECK-DAG: call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1,
// CHECK-DAG: call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1
// CHECK-DAG: atomicrmw add ptr %{{.*}}, i32 1
// CHECK-DAG: call i64 @llvm.nvvm.read.ptx.sreg.clock64()
__global__ void k(int* o, float* f, double* d) {
  int t = __nvvm_read_ptx_sreg_tid_x() + __nvvm_read_ptx_sreg_ntid_x() * __nvvm_read_ptx_sreg_laneid();
  __nvvm_bar_sync(0);
  f[0] = __nvvm_fmin_f(f[1], 2.0f) + __nvvm_fma_rn_f(f[2], f[3], f[4]);
  d[0] = __nvvm_sqrt_rn_d(d[1]);
  o[1] = __nvvm_f2i_rz(f[5]) + __nvvm_shfl_sync_bfly_i32(0xffffffff, t, 1, 0x1f);
  o[2] = __nvvm_vote_ballot_sync(0xffffffff, t > 3);
  __nvvm_atom_add_gen_i(o + 3, 1);
  o[4] = (int)__nvvm_read_ptx_sreg_clock64();
}

#ifdef HOST
// HOST: error: {{.*}}`__nvvm_read_ptx_sreg_tid_x`{{.*}}
int host() { return __nvvm_read_ptx_sreg_tid_x(); }
#endif
