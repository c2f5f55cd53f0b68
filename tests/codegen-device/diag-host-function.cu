// Device code may call any function defined in the file, but not a `__host__`-only one. The
// error names the sm, points at the call, and shows the ODR-use chain from the kernel; it is
// reported once per function (naming every sm that fails the same way), however often the function calls it.
// RUN: not %circlec --emit=llvm --sm 52,70 %s -o %t 2>&1 | FileCheck %s

__host__ void log_it(int x) {}

int leaf(int x) {
  // CHECK: diag-host-function.cu:[[@LINE+1]]:3: error: `log_it` is a `__host__` function, but device code for sm_52 and sm_70 uses it [E0702]
  log_it(x);
  log_it(x + 1);
  return x;
}
// CHECK: ODR used by: kernel `k` → `mid` → `leaf`
// CHECK-NOT: error:
// CHECK: 1 error generated

int mid(int x) { return leaf(x) * 2; }

__global__ void k(int* p) { p[0] = mid(p[1]); }
