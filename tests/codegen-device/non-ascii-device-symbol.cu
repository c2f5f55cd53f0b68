// PTX symbols are ASCII: a device function or variable whose symbol would hold a non-ASCII
// character (its own name, an enclosing namespace, a type in its signature) is an error at its
// declaration, with the ODR-use chain, instead of an LLVM crash. Host entities keep such names,
// and device entities that no device module contains are not errors.
// RUN: not %circlec --emit=llvm --sm 70 %s -o %t 2>&1 | FileCheck %s
// RUN: not %circlec --emit=llvm --sm 70 %s -o %t 2>&1 | FileCheck --check-prefix=COUNT %s
// COUNT: 6 errors generated

// CHECK: non-ascii-device-symbol.cu:[[@LINE+2]]:17: error: kernel `ké` cannot be compiled for sm_70: its symbol `_Z3kéPi` has non-ASCII characters [E0727]
// CHECK: PTX symbols may hold only ASCII letters, digits, `_` and `$`
__global__ void ké(int* o) { o[0] = 1; }

// CHECK-DAG: non-ascii-device-symbol.cu:[[@LINE+1]]:16: error: variable `vé` cannot be compiled for sm_70{{.*}}[E0727]
__device__ int vé;
// CHECK-DAG: non-ascii-device-symbol.cu:[[@LINE+1]]:18: error: variable `cé` cannot be compiled for sm_70{{.*}}[E0727]
__constant__ int cé = 3;
// CHECK-DAG: non-ascii-device-symbol.cu:[[@LINE+1]]:16: error: `fé` cannot be compiled for sm_70{{.*}}[E0727]
__device__ int fé(int x) { return x + vé + cé; }

namespace nñ {
// CHECK-DAG: non-ascii-device-symbol.cu:[[@LINE+2]]:23: error: `g` cannot be compiled for sm_70: its symbol `_ZN3nñL1gEi` has non-ASCII characters{{.*}}[E0727]
// CHECK-DAG: ODR used by: kernel `k` → `g`
static __device__ int g(int x) { return x; }
}

__global__ void k(int* o) {
  // CHECK-DAG: non-ascii-device-symbol.cu:[[@LINE+1]]:18: error: variable `sé` cannot be compiled for sm_70{{.*}}[E0727]
  __shared__ int sé[4];
  sé[0] = nñ::g(1);
  o[0] = sé[0];
}

// Never in a device module: no error.
__shared__ int unused_é;
// CHECK-NOT: error:
int hé() { return 2; }
