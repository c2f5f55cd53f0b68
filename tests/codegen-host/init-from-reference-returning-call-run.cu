// An object of a class returned through `sret` (one with a destructor) initialized from a call
// that returns a reference to one (`std::forward<A>(w.get())`, an xvalue) is a copy of the
// referred-to object. circlec took the call for one returning the class by value and stored the
// reference's address into the object, so `t_(std::forward<T>(std::move(u).get()))` (libstdc++'s
// forward/b.cc) read garbage. Also in device code, where a kernel checks the same.
// g++ prints the same.
// RUN: %circlec %s -o %t && %t | FileCheck %s
// RUN: %circlec --emit=ptx --sm 70 %s -o %t.d && FileCheck %s --check-prefix=PTX < %t.d.sm_70.ptx
#include <cstdio>
#include <utility>

struct A {
  int data_;
  __host__ __device__ explicit A(int d = 1) : data_(d) {}
  __host__ __device__ ~A() { data_ = -1; }
};
__host__ __device__ A make() { return A(3); }
__host__ __device__ A &&pass(A &&x) { return static_cast<A &&>(x); }
struct Awrap {
  A a_;
  explicit Awrap(const A &a) : a_(a) {}
  A get() const { return a_; }
};
struct D {
  A t_;
  __host__ __device__ D() : t_(pass(make())) {}
};
template <class T> struct C {
  T t_;
  template <class U> C(U &&u) : t_(std::forward<T>(std::move(u).get())) {}
};

// Both copies hold 3: the kernel folds to storing 33.
// PTX: mov.b32 %r{{[0-9]+}}, 33;
__global__ void kernel(int *out) {
  A x(pass(make()));
  D d;
  out[0] = x.data_ * 10 + d.t_.data_;
}

int main() {
  A x(pass(make()));
  D d;
  A a(3);
  C<A> c((Awrap(a)));
  // CHECK: 3 3 3
  printf("%d %d %d\n", x.data_, d.t_.data_, c.t_.data_);
  return 0;
}
