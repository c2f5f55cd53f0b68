// The radix-sort corpus program reinterprets a float's bits with `memcpy` in code that kernels
// use; with `memcpy` lowered to `llvm.memcpy` ptxas assembles every module (it used to report
// `Unresolved extern function 'memcpy'`).
// REQUIRES: ptxas
// RUN: rm -rf %t && mkdir -p %t
// RUN: %circlec --emit=ptx --sm 52,70 %S/../../benchmarks/corpus/radix_sort.cu -o %t/rs
// RUN: FileCheck %s < %t/rs.sm_70.ptx
// RUN: %ptxas -arch=sm_52 %t/rs.sm_52.ptx -o %t/rs.sm_52.cubin
// RUN: %ptxas -arch=sm_70 %t/rs.sm_70.ptx -o %t/rs.sm_70.cubin
// CHECK: .entry
// CHECK-NOT: memcpy
