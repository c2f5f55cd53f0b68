// Namespace-scope host variables are roots of the host module (emitted even when unused: other
// units may use them). An initializer that is not a constant runs at start-up in
// `__circlec_global_var_init`, in declaration order, after the CUDA registration constructor.
// REQUIRES: libcudart
// RUN: %circlec -S --emit=llvm --sm 52 %s -o %t
// RUN: FileCheck %s < %t.host.ll
// RUN: %circlec --sm 52 %s -o %t.exe && %t.exe | FileCheck %s --check-prefix=OUT

#include <stdio.h>

int side(int x) { return x + 1; }
static int five() { return 5; }
int g = side(3);
int unused_global = 7;
const char *msg = "hi";
int h = five() + g;

__global__ void k(int *p) { p[0] = 1; }

int main() {
  printf("%d %d %s\n", g, h, msg);
  return 0;
}

// CHECK-DAG: @g = global i32 0, align 4
// CHECK-DAG: @unused_global = global i32 7, align 4
// CHECK-DAG: @msg = global ptr @.str, align 8
// CHECK-DAG: @h = global i32 0, align 4
// CHECK: @llvm.global_ctors = appending global [2 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @__circlec_module_ctor, ptr null }, { i32, ptr, ptr } { i32 65535, ptr @__circlec_global_var_init, ptr null }]
// CHECK-LABEL: define internal void @__circlec_global_var_init()
// CHECK: %[[G:[0-9]+]] = call i32 @_Z4sidei(i32 3)
// CHECK-NEXT: store i32 %[[G]], ptr @g
// CHECK: call i32 @{{_ZL?4fivev}}()
// CHECK: store i32 %{{.*}}, ptr @h
// CHECK-NEXT: ret void
// OUT: 4 9 hi
