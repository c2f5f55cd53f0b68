// The PTX of printf-malloc.cu assembles without a link step: ptxas resolves vprintf, malloc,
// free and __assertfail as system calls.
// REQUIRES: ptxas
// RUN: %circlec -S -O0 --sm 52,70,90 %S/printf-malloc.cu -o %t
// RUN: %ptxas -arch=sm_52 %t.sm_52.ptx -o %t.cubin
// RUN: %ptxas -arch=sm_70 %t.sm_70.ptx -o %t.cubin
// RUN: %ptxas -arch=sm_90 %t.sm_90.ptx -o %t.cubin
// RUN: FileCheck %s < %t.sm_70.ptx
// CHECK: .extern .func  (.param .b32 func_retval0) vprintf
// CHECK: .extern .func __assertfail

int unused_in_this_file(int x) { return x; }
