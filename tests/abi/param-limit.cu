// A kernel's parameters may take at most 4,096 bytes before sm_70 and 32,764 bytes from sm_70
// on (each parameter at its alignment, as the `.param` space lays them out); more is an error
// that names the kernel, the size and the sm, once per sm that is over.
// RUN: not %circlec --emit=llvm --sm 52,70 %s -o %t 2>&1 | FileCheck %s
// RUN: %circlec --emit=llvm --sm 70 -DFITS %s -o %t && FileCheck %s --check-prefix=FITS < %t.sm_70.ll

struct L4096D { double d[512]; };
struct L32764 { char c[32764]; };

#ifndef FITS
// CHECK-DAG: param-limit.cu:[[@LINE+1]]:17: error: the parameters of kernel `k_padded` take 4104 bytes, more than the 4096 bytes sm_52 allows [E0711]
__global__ void k_padded(char c, L4096D s) {}
// CHECK-DAG: param-limit.cu:[[@LINE+1]]:17: error: the parameters of kernel `k_split` take 32765 bytes, more than the 4096 bytes sm_52 allows{{.*}}[E0711]
__global__ void k_split(L32764 s, char c) {}
// CHECK-DAG: param-limit.cu:[[@LINE-1]]:17: error: the parameters of kernel `k_split` take 32765 bytes, more than the 32764 bytes sm_70 allows{{.*}}[E0711]
// CHECK-NOT: k_padded{{.*}}sm_70
#else
// FITS: define ptx_kernel void @_Z6k_fits6L32764(ptr {{.*}}byval(%struct.L32764) align 1 %0)
__global__ void k_fits(L32764 s) {}
#endif
