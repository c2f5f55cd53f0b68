// Device code cannot have function-local statics that need run-time initialization or a
// destructor (no guards and no `atexit` on the device; nvcc rejects them too): a clear error
// for each, while constant-initialized trivially destructible statics are fine.
// RUN: not %circlec --emit=ptx --sm 70 %s -o %t 2>&1 | FileCheck %s

struct Counted {
  int n;
  __host__ __device__ Counted(int k) : n(k * 2) {}
};
struct WithDtor {
  int n;
  __host__ __device__ ~WithDtor() {}
};

__device__ int dyn(int k) {
  // CHECK: error: function-local static `c` cannot be used in device code: its initializer is not a constant{{.*}}[E0725]
  // CHECK: CUDA device code allows only statics with constant initializers and trivial destructors
  static Counted c(k);
  return c.n;
}
__device__ int dtor() {
  // CHECK: error: function-local static `w` cannot be used in device code: its type has a destructor{{.*}}[E0725]
  static WithDtor w{3};
  return w.n;
}
__device__ int fine() {
  static int calls = 0;
  return ++calls;
}
__global__ void k(int* out) { out[0] = dyn(1) + dtor() + fine(); }
