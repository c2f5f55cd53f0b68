// Device code cannot use a host global variable; `__device__`/`__constant__` ones and
// constants are fine.
// RUN: not %circlec --emit=llvm --sm 60 %s -o %t 2>&1 | FileCheck %s

int host_counter = 0;
constexpr int limit = 8;
__device__ int device_counter = 0;

int bump(int x) {
  device_counter += limit;
  // CHECK: diag-host-variable.cu:[[@LINE+1]]:14: error: host variable `host_counter` cannot be used in device code for sm_60 [E0703]
  return x + host_counter;
}
// CHECK: declare `host_counter` `__device__` or `__constant__`, or make it `constexpr`
// CHECK: ODR used by: kernel `k` → `bump`
// CHECK-NOT: error:
// CHECK: 1 error generated

__global__ void k(int* p) { p[0] = bump(p[1]); }
