// Virtual calls and objects with vtables in device code are a clear error for now.
// RUN: not %circlec --emit=llvm --sm 70 %s -o %t 2>&1 | FileCheck %s
// CHECK: virtual-device-error.cu:[[@LINE+7]]:45: error: a virtual function call in device code for sm_70: virtual functions work only in host code yet [E0720]
struct Base {
  virtual __device__ int f() const { return 1; }
};
struct Der : Base {
  __device__ int f() const override { return 2; }
};
__device__ int call(const Base &b) { return b.f(); }
__global__ void k(int *out) {
  Der d;
  out[0] = call(d);
}
