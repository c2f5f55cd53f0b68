// A builtin the sm lacks is an error for that sm only, with the chain, unless a `@codegen if`
// excludes the sm: `__nanosleep` needs sm_70, double `atomicAdd` sm_60.
// RUN: not %circlec --emit=llvm --sm 52,60,70 %s -o %t 2>&1 | FileCheck %s
// RUN: %circlec --emit=llvm --sm 52,60,70 -DGUARDED %s -o %t
// RUN: FileCheck %s --check-prefix=G52 < %t.sm_52.ll
// RUN: FileCheck %s --check-prefix=G70 < %t.sm_70.ll

void backoff(double* total) {
#ifdef GUARDED
  @codegen if (__nvvm_arch >= 70) {
    __nanosleep(100);
  }
  @codegen if (__nvvm_arch >= 60) {
    atomicAdd(total, 1.0);
  }
#else
  // CHECK: diag-feature-unavailable.cu:[[@LINE+1]]:3: error: `__nanosleep` is not available on sm_52: it needs sm_70 or newer [E0704]
  __nanosleep(100);
  // CHECK: guard the call with `@codegen if (__nvvm_arch >= 70)` (this module is for sm_52, `__nvvm_arch` = 52), or drop sm_52 from the targets
  // CHECK: ODR used by: kernel `k` → `backoff`
  // CHECK: error: `atomicAdd` is not available on sm_52: it needs sm_60 or newer{{.*}}[E0704]
  // CHECK: error: `__nanosleep` is not available on sm_60: it needs sm_70 or newer{{.*}}[E0704]
  // CHECK-NOT: error:
  // CHECK: 3 errors generated
  atomicAdd(total, 1.0);
#endif
}

// G52-NOT: nanosleep
// G52-NOT: atomicrmw
// G70: call void @llvm.nvvm.nanosleep(i32 100)
// G70: atomicrmw fadd ptr {{.*}}, double
__global__ void k(double* p) { backoff(p); }
