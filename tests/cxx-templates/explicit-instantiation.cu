// Explicit instantiations of kernel templates (with and without explicit arguments) emit the
// kernels; `template struct` instantiates a class; `extern template` is accepted.
// RUN: %circlec --emit=llvm --sm 70 -O0 %s -o %t && FileCheck %s < %t.sm_70.ll
// RUN: %circlec --dump-ast %s | FileCheck %s --check-prefix=AST
// CHECK-DAG: define ptx_kernel void @_Z4fillIfEvPT_S0_(
// CHECK-DAG: define ptx_kernel void @_Z4fillIiEvPT_S0_(
// AST: RecordDecl struct Arr<int, 4> size=16 align=4
// AST-NOT: Arr<float, 2>
template<class T> __global__ void fill(T* p, T v) { p[threadIdx.x] = v; }
template<class T, int N> struct Arr { T v[N]; __device__ T first() const { return v[0]; } };
template __global__ void fill<float>(float*, float);
template __global__ void fill(int*, int);
template struct Arr<int, 4>;
extern template struct Arr<float, 2>;
