// Device `printf` becomes `vprintf(format, buffer)` with the default-promoted arguments in a
// naturally aligned struct on the stack (float becomes double, char int), never a variadic
// call; `malloc`/`free` and `__assert_fail` become the calls ptxas resolves as system calls;
// IEEE `sqrtf`/`fabsf` become LLVM intrinsics (no libdevice needed).
// RUN: %circlec --emit=llvm --sm 70 -O0 %s -o %t
// RUN: FileCheck %s < %t.sm_70.ll
// RUN: FileCheck %s --check-prefix=ABSENT < %t.sm_70.ll

#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <assert.h>

// CHECK-DAG: @.str = private unnamed_addr constant [21 x i8] c"thread %d: %f %d %c\0A\00", align 1
// CHECK-LABEL: define ptx_kernel void @_Z1kPfi(
// CHECK: %printf_args = alloca { i32, double, i32, i32 }, align 8
__global__ void k(float* f, int n) {
  float x = f[threadIdx.x];
  // CHECK: fpext float {{.*}} to double
  // CHECK: call i32 @vprintf(ptr @.str, ptr %printf_args)
  printf("thread %d: %f %d %c\n", threadIdx.x, x, n, 'a');
  // CHECK: call i32 @vprintf(ptr @.str.1, ptr null)
  printf("no arguments\n");
  // CHECK: call float @llvm.sqrt.f32(
  // CHECK: call float @llvm.fabs.f32(
  f[0] = sqrtf(x) + fabsf(x);
  // CHECK: call void @__assertfail(ptr @.str.2, ptr @.str.3, i32 7, ptr @.str.4, i64 1)
  if (n < 0) __assert_fail("n >= 0", "file.cu", 7, "k");
  // CHECK: call ptr @malloc(i64 16)
  int* p = (int*)malloc(16);
  p[0] = n;
  // CHECK: call void @free(ptr
  free(p);
}
// ABSENT-NOT: @printf(
// CHECK: declare i32 @vprintf(ptr, ptr)
