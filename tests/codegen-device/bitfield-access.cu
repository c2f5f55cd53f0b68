// Bit-field access on the device is the shared lowering's: a read loads the bytes holding the
// field, shifts right and truncates to the width, then sign-extends a signed field; a write
// clears the field's bits in the loaded bytes and ors in the shifted new value.
// RUN: %circlec --emit=llvm --sm 70 -O0 %s -o %t
// RUN: FileCheck %s < %t.sm_70.ll
struct S { unsigned a : 3; int b : 5; unsigned c : 24; };

// CHECK-LABEL: define ptx_kernel void @_Z4readP1SPi(
__global__ void read(S *s, int *out) {
  // CHECK: load i8, ptr %{{.*}}, align 1
  // CHECK: lshr i8 %{{.*}}, 3
  // CHECK: trunc i8 %{{.*}} to i5
  // CHECK: sext i5 %{{.*}} to i32
  out[0] = s->b;
  // CHECK: load i24, ptr %{{.*}}, align 1
  // CHECK: zext i24 %{{.*}} to i32
  out[1] = s->c;
}

// CHECK-LABEL: define ptx_kernel void @_Z5writeP1Si(
__global__ void write(S *s, int v) {
  // CHECK: trunc i32 %{{.*}} to i5
  // CHECK: shl i8 %{{.*}}, 3
  // CHECK: and i8 %{{.*}}, 7
  // CHECK: or i8
  // CHECK: store i8 %{{.*}}, ptr %{{.*}}, align 1
  s->b = v;
  // CHECK: and i8 %{{.*}}, -8
  s->a += 1;
}
