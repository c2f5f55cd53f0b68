// Constructors, destructors, operators and const members defined outside their class (in a
// namespace): external linkage, clang's symbols. `Box` has a destructor, so it is returned
// through an `sret` pointer, as clang does.
// RUN: %circlec --emit=llvm --sm 70 -O0 %s -o %t
// RUN: FileCheck %s < %t.sm_70.ll
// CHECK-DAG: define void @_ZN3geo3BoxC1EiiPi(ptr %0, i32 %1, i32 %2, ptr %3)
// CHECK-DAG: define void @_ZN3geo3BoxD1Ev(ptr %0)
// CHECK-DAG: define void @_ZNK3geo3BoxmlEi(ptr sret(%struct.Box) align 8 %0, ptr %1, i32 %2)
// CHECK-DAG: define i32 @_ZNK3geo3Box4areaEv(ptr %0)
// CHECK-LABEL: define ptx_kernel void @_Z1kPi(
// CHECK: call void @_ZN3geo3BoxC1EiiPi(ptr %b, i32 2, i32 3,
// The temporary `b * 2` is built in place by the call (its sret slot) and destroyed after.
// CHECK: call void @_ZNK3geo3BoxmlEi(ptr sret(%struct.Box) align 8 %[[TMP:[a-z0-9.]+]], ptr %b, i32 2)
// CHECK-NEXT: call i32 @_ZNK3geo3Box4areaEv(ptr %[[TMP]])
// CHECK: call void @_ZN3geo3BoxD1Ev(ptr %[[TMP]])
// CHECK: call void @_ZN3geo3BoxD1Ev(ptr %b)
// CHECK-NEXT: ret void

namespace geo {
struct Box {
  int w, h;
  int *log;
  __device__ Box(int w, int h, int *log);
  __device__ ~Box();
  __device__ Box operator*(int k) const;
  __device__ int area() const;
};
__device__ Box::Box(int w_, int h_, int *l) : w(w_), h(h_), log(l) { log[0] += 1; }
__device__ Box::~Box() { log[1] += 1; }
__device__ Box Box::operator*(int k) const { return Box(w * k, h * k, log); }
__device__ int Box::area() const { return w * h; }
}
__global__ void k(int *out) {
  geo::Box b(2, 3, out);
  out[2] = (b * 2).area();
}
