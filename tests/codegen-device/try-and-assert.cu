// A `try` block compiles to its body on the device: the handlers are dropped and ODR-use
// nothing, so `recover` (called only from a handler) is absent from the module, while `body`
// is there. `assert` from glibc's <assert.h> works in device code: `__PRETTY_FUNCTION__` names
// the enclosing function as GCC does, and `__assert_fail` lowers to CUDA's `__assertfail` as
// clang does.
// RUN: %circlec --emit=llvm --sm 70 -O0 %s -o %t
// RUN: FileCheck %s < %t.sm_70.ll
// RUN: FileCheck %s --check-prefix=ABSENT < %t.sm_70.ll
// ABSENT-NOT: recover
#include <cassert>

int recover(int x) { return -x; }
int body(int x) { return x * 2; }
int guarded(int x) {
  try {
    return body(x);
  } catch (int e) {
    return recover(e);
  } catch (...) {
    return 0;
  }
}

// CHECK-DAG: @[[EXPR:.str[.0-9]*]] = private unnamed_addr constant [9 x i8] c"p[0] > 0\00"
// CHECK-DAG: @[[FUNC:.str[.0-9]*]] = private unnamed_addr constant [13 x i8] c"void k(int*)\00"
// CHECK-LABEL: define ptx_kernel void @_Z1kPi(
// CHECK: call void @__assertfail(ptr @[[EXPR]], ptr @{{.*}}, i32 [[@LINE+2]], ptr @[[FUNC]], i64 1)
// CHECK: call i32 @_Z7guardedi(
__global__ void k(int* p) { assert(p[0] > 0); p[0] = guarded(p[0]); }

// CHECK: define internal i32 @_Z7guardedi(
// CHECK: call i32 @_Z4bodyi(
// CHECK-NOT: @_Z7recoveri
// CHECK: declare void @__assertfail(ptr, ptr, i32, ptr, i64)
