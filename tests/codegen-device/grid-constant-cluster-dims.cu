// `__grid_constant__` kernel parameters and `__cluster_dims__` kernels (they were ignored with a
// warning). A grid constant is annotated for LLVM from sm_70 (PTX 7.7), which passes it in
// `.param` space without a copy; older sms keep an ordinary by-value parameter. Cluster
// dimensions become `.explicitcluster` and `.reqnctapercluster` (sm_90 on; an error before).
// A third `__launch_bounds__` argument is a warning that it is ignored.
// RUN: %circlec --emit=llvm --sm 52,70,90 %s -o %t
// RUN: FileCheck %s --check-prefix=IR70 < %t.sm_70.ll
// RUN: FileCheck %s --check-prefix=IR52 < %t.sm_52.ll
// RUN: %circlec --emit=ptx --sm 70 %s -o %t
// RUN: FileCheck %s --check-prefix=PTX70 < %t.sm_70.ptx
// RUN: %circlec --emit=ptx --sm 90 -DCLUSTERS %s -o %t
// RUN: FileCheck %s --check-prefix=PTX90 < %t.sm_90.ptx
// RUN: %circlec --sm 90 -DCLUSTERS -c %s -o %t.o
// RUN: not %circlec --sm 80 -DCLUSTERS -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=OLD
// RUN: not %circlec -fsyntax-only -DERRORS %s 2>&1 | FileCheck %s --check-prefix=ERR

struct P { int a[4]; };

// IR70: !{ptr @_Z1k1PPi, !"grid_constant", ![[L:[0-9]+]]}
// IR70: ![[L]] = !{i32 1}
// IR52-NOT: grid_constant
// PTX70: .version 7.7
// PTX70: .entry _Z1k1PPi(
// PTX70-NEXT: .param .align 4 .b8 _Z1k1PPi_param_0[16]
__global__ void k(const __grid_constant__ P p, int* o) { o[0] = p.a[1]; }

#ifdef CLUSTERS
// PTX90: .entry _Z1cPi(
// PTX90: )
// PTX90-NEXT: .explicitcluster
// PTX90-NEXT: .reqnctapercluster 2, 1, 1
// PTX90-NEXT: {
// OLD: error: kernel `c` has `__cluster_dims__`, but thread-block clusters need sm_90 or later (generating code for sm_80) [E0704]
__global__ void __cluster_dims__(2, 1, 1) c(int* o) { o[blockIdx.x] = 1; }
#endif

#ifdef ERRORS
// ERR-DAG: [[@LINE+1]]:19: error: a `__grid_constant__` parameter must be a `const`-qualified value [E0544]
__global__ void m(__grid_constant__ P p, int* o) {}
// ERR-DAG: [[@LINE+1]]:19: error: `__grid_constant__` on a parameter of a function that is not `__global__` [E0544]
__device__ void d(const __grid_constant__ P p) {}
// ERR-DAG: [[@LINE+1]]:17: error: `__cluster_dims__` on a function that is not `__global__` [E0544]
__device__ void __cluster_dims__(2) e() {}
// ERR-DAG: [[@LINE+1]]:37: error: a cluster size must be at least 1, not 0 [E0544]
__global__ void __cluster_dims__(2, 0) z() {}
// ERR-DAG: [[@LINE+1]]:17: error: a cluster of 16 thread blocks is more than the portable 8 [E0544]
__global__ void __cluster_dims__(4, 4) big() {}
// ERR-DAG: [[@LINE+1]]:43: warning: the maximum number of blocks per cluster in `__launch_bounds__` is ignored [E0213]
__global__ void __launch_bounds__(128, 2, 4) lb() {}
#endif
