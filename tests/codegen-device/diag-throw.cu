// A throw-expression that a device target's ODR walk reaches is an error carrying the ODR-use
// chain and naming the sm, reported once per function (naming every sm it fails on) however many `throw`s the function
// holds. A function only host code uses may throw: the host lowers it through the C++ runtime
// (HOST; tests/codegen-host/exceptions-*.cu run such programs).
// RUN: not %circlec --emit=llvm --sm 52,70 %s -o %t 2>&1 | FileCheck %s
// RUN: %circlec --emit=llvm -S --sm 70 -DHOST %s -o %t.h
// RUN: FileCheck %s --check-prefix=HOST < %t.h.host.ll

int fail(int x) {
  if (x < 0)
    // One error names both sms: the problem is the same on each.
    // CHECK-DAG: diag-throw.cu:[[@LINE+1]]:5: error: throw-expressions are not supported in device code (generating code for sm_52 and sm_70) [E0709]
    throw x;
  if (x > 100)
    throw;
  return x;
}
// CHECK-DAG: ODR used by: kernel `k` → `helper` → `fail`
int helper(int x) { return fail(x) + fail(x + 1); }

#ifndef HOST
__global__ void k(int* p) { p[0] = helper(p[0]); }
#else
// HOST-LABEL: define {{.*}}@_Z4faili(
// HOST: call ptr @__cxa_allocate_exception(i64 4)
// HOST: call void @__cxa_throw(ptr %{{.*}}, ptr @_ZTIi, ptr null)
// HOST: call void @__cxa_rethrow()
int main() { return helper(1); }
#endif
// CHECK-NOT: [E0709]
// CHECK: 1 error generated
