// Base subobjects in device code: the derived struct holds its non-empty bases first (LP64
// offsets as clang's), a base member function gets the base subobject's address, and the
// derived destructor calls the base destructor last.
// RUN: %circlec --emit=llvm --sm 70 -O0 %s -o %t
// RUN: FileCheck %s < %t.sm_70.ll

struct Tag {};
struct P {
  int x;
  __device__ int getx() const { return x; }
};
struct Q {
  float y;
  __device__ ~Q() { y = 0; }
  __device__ float gety() const { return y; }
};
struct R : Tag, P, Q {
  int z;
};

// CHECK: %struct.R = type { %struct.P, %struct.Q, i32 }
// CHECK-LABEL: define ptx_kernel void @_Z1kPf(
// CHECK: call i32 @_ZNK1P4getxEv(ptr %member{{[0-9]*}})
// The `Q` subobject is at offset 4.
// CHECK: %[[Q:.*]] = getelementptr inbounds i8, ptr %r, i64 4
// CHECK-NEXT: call float @_ZNK1Q4getyEv(ptr %[[Q]])
// CHECK: call void @_ZN1RD1Ev(ptr %r)
// The destructor's body is its base-object variant D2, which destroys the `Q` base with D2.
// CHECK-LABEL: define linkonce_odr void @_ZN1RD2Ev(
// CHECK: getelementptr inbounds i8, ptr %0, i64 4
// CHECK-NEXT: call void @_ZN1QD2Ev(
// CHECK-LABEL: define linkonce_odr void @_ZN1RD1Ev(
// CHECK-NEXT: entry:
// CHECK-NEXT: call void @_ZN1RD2Ev(ptr %0)
__global__ void k(float *out) {
  R r;
  r.x = 1;
  r.y = 2;
  r.z = 3;
  out[0] = r.getx() + r.gety() + r.z;
}
