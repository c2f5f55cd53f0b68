// Kernels carry the `ptx_kernel` calling convention and a `kernel` annotation; launch bounds
// become `maxntidx`/`minctasm` annotations, which the backend turns into `.maxntid` and
// `.minnctapersm`.
// RUN: %circlec --emit=llvm --sm 80 -O0 %s -o %t
// RUN: FileCheck %s < %t.sm_80.ll
// RUN: %circlec --emit=ptx --sm 80 %s -o %t
// RUN: FileCheck %s --check-prefix=PTX < %t.sm_80.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_80 %t.sm_80.ptx -o %t.cubin %}

// CHECK: define ptx_kernel void @_Z7boundedPi(
// PTX-LABEL: .entry _Z7boundedPi(
// PTX: .maxntid 256, 1, 1
// PTX: .minnctapersm 2
__global__ void __launch_bounds__(256, 2) bounded(int* p) { p[threadIdx.x] = 1; }

// CHECK: define ptx_kernel void @_Z10max_only_kPi(
// PTX-LABEL: .entry _Z10max_only_kPi(
// PTX: .maxntid 128, 1, 1
// PTX-NOT: .minnctapersm
__global__ void __launch_bounds__(128) max_only_k(int* p) { p[0] = 2; }

// CHECK-DAG: !{ptr @_Z7boundedPi, !"kernel", i32 1}
// CHECK-DAG: !{ptr @_Z7boundedPi, !"maxntidx", i32 256, !"minctasm", i32 2}
// CHECK-DAG: !{ptr @_Z10max_only_kPi, !"maxntidx", i32 128}
// CHECK-DAG: !nvvmir.version = !{![[V:[0-9]+]]}
// CHECK-DAG: ![[V]] = !{i32 2, i32 0}
// CHECK-DAG: !{i32 4, !"nvvm-reflect-ftz", i32 0}
