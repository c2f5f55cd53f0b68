// Member functions: `this`, const member functions (the `K` in their symbols and the
// const-object rule), static data members and static member functions; in-class definitions
// are `linkonce_odr` on the device, out-of-class ones external.
// RUN: %circlec --emit=llvm --sm 70 -O0 %s -o %t
// RUN: FileCheck %s < %t.sm_70.ll
// RUN: FileCheck %s --check-prefix=GLOBAL < %t.sm_70.ll
// RUN: not %circlec -fsyntax-only -DBAD %s 2>&1 | FileCheck %s --check-prefix=ERR

struct Counter {
  int n;
  static __device__ int total;
  __device__ void bump() { this->n += 1; ++total; }
  __device__ int get() const { return n; }
  __device__ int get() { return n + 1000; }
  static __device__ int twice(int x) { return 2 * x; }
  __device__ int outside() const;
};
__device__ int Counter::total = 0;
__device__ int Counter::outside() const { return get(); }

// GLOBAL: @_ZN7Counter5totalE = addrspace(1) externally_initialized global i32 0
// GLOBAL: define i32 @_ZNK7Counter7outsideEv(
// CHECK-LABEL: define ptx_kernel void @_Z1kPi(
// CHECK: call void @_ZN7Counter4bumpEv(ptr %c)
// A const object calls the const overload, a non-const one the other.
// CHECK: call i32 @_ZNK7Counter3getEv(ptr
// CHECK: call i32 @_ZN7Counter3getEv(ptr %c)
// CHECK: call i32 @_ZN7Counter5twiceEi(i32 3)
// CHECK: call i32 @_ZNK7Counter7outsideEv(ptr %c)
// CHECK-DAG: define linkonce_odr void @_ZN7Counter4bumpEv(
__global__ void k(int *out) {
  Counter c{1};
  c.bump();
  const Counter &cc = c;
  out[0] = cc.get() + c.get() + Counter::twice(3) + c.outside() + Counter::total;
#ifdef BAD
  // ERR: [[@LINE+1]]:3: error: cannot call non-const member function `bump` on a const object{{.*}}[E0404]
  cc.bump();
#endif
}
