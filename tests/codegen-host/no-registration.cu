// A translation unit with no kernel and no device variable gets no fatbin and no constructor:
// plain host code, lowered with the shared lowering.
// RUN: %circlec -S --emit=llvm %s -o %t
// RUN: FileCheck %s < %t.host.ll

int twice(int x) { return 2 * x; }
int main() { return twice(21) - 42; }

// CHECK: target triple = "x86_64-unknown-linux-gnu"
// CHECK-NOT: nv_fatbin
// CHECK: define i32 @_Z5twicei(i32
// CHECK: define i32 @main()
// CHECK: call i32 @_Z5twicei(i32 21)
// CHECK-NOT: global_ctors
// CHECK-NOT: __cudaRegister
