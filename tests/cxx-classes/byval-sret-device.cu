// Classes not trivial for calls (a user-written copy or move constructor, or a destructor) in
// device code, as clang++-19 passes them on NVPTX: a parameter is `byval` like any record
// (the caller copies with the copy constructor), a return value goes through a hidden first
// parameter `ptr sret(%T) align A` (before `this`) and the function returns void; classes
// trivial for calls are still returned directly. A call initializing an object builds its
// result in it.
// RUN: %circlec --emit=llvm --sm 70 -O0 %s -o %t
// RUN: FileCheck %s < %t.sm_70.ll
// RUN: FileCheck %s --check-prefix=DEF < %t.sm_70.ll
// RUN: %circlec --emit=ptx --sm 70 %s -o %t
// RUN: FileCheck %s --check-prefix=PTX < %t.sm_70.ptx

struct C { int a; __device__ C(int v) : a(v) {} __device__ C(const C &o) : a(o.a + 1) {} };
struct Dt { int a; __device__ ~Dt() {} };
struct T { int a; };
struct S {
  int z;
  __device__ Dt get(int v) const { Dt d; d.a = v + z; return d; }
};

// DEF-DAG: define i32 @_Z4take1C(ptr byval(%struct.C) align 4 %0)
// DEF-DAG: define void @_Z4givei(ptr sret(%struct.C) align 4 %0, i32 %1)
// DEF-DAG: define void @_Z5givedi(ptr sret(%struct.Dt) align 4 %0, i32 %1)
// DEF-DAG: define %struct.T @_Z5giveti(i32 %0)
// DEF-DAG: define linkonce_odr void @_ZNK1S3getEi(ptr sret(%struct.Dt) align 4 %0, ptr %1, i32 %2)
// PTX: .func _Z4givei(
// PTX-NEXT: .param .b64 _Z4givei_param_0,
// PTX-NEXT: .param .b32 _Z4givei_param_1
// PTX: .func (.param .align 4 .b8 func_retval0[4]) _Z5giveti(
__device__ int take(C c) { return c.a; }
__device__ C give(int v) { return C(v); }
__device__ Dt gived(int v) { Dt d; d.a = v; return d; }
__device__ T givet(int v) { T t; t.a = v; return t; }

// CHECK-LABEL: define ptx_kernel void @_Z1kPi(
// The copy constructor builds the argument in the copy passed, as clang does.
// CHECK: call void @_ZN1CC1ERKS_(ptr %[[B:byval[0-9]*]], ptr %c)
// CHECK-NEXT: call i32 @_Z4take1C(ptr byval(%struct.C) align 4 %[[B]])
// CHECK: call void @_Z4givei(ptr sret(%struct.C) align 4 %{{[a-z0-9]+}}, i32 3)
// CHECK: call void @_Z5givedi(ptr sret(%struct.Dt) align 4 %{{[a-z0-9]+}}, i32 4)
// CHECK: call %struct.T @_Z5giveti(i32 5)
// CHECK: call void @_ZNK1S3getEi(ptr sret(%struct.Dt) align 4 %{{[a-z0-9]+}}, ptr %s, i32 6)
__global__ void k(int *out) {
  C c(1);
  S s;
  s.z = 10;
  out[0] = take(c);
  out[1] = give(3).a;
  out[2] = gived(4).a;
  out[3] = givet(5).a;
  out[4] = s.get(6).a;
}
