// `std::move` and `std::forward` in device code: instantiated `linkonce_odr` with clang's
// names, and overload resolution picks the move constructor for an xvalue, the copy
// constructor for an lvalue.
// RUN: %circlec --emit=llvm --sm 70 -O0 %s -o %t
// RUN: FileCheck %s < %t.sm_70.ll
#include <utility>

struct H {
  int v;
  __device__ H(int x) : v(x) {}
  __device__ H(const H &o) : v(o.v) {}
  __device__ H(H &&o) : v(o.v) { o.v = 0; }
};

template <class T> __device__ H make(T &&x) { return H(std::forward<T>(x)); }

// CHECK-LABEL: define ptx_kernel void @_Z1kPi(
// CHECK: call void @_ZN1HC1ERKS_(ptr %b, ptr %a)
// CHECK: %[[X:.*]] = call ptr @_Z{{.*}}4moveIR1HE{{.*}}(ptr %a)
// CHECK-NEXT: call void @_ZN1HC1EOS_(ptr %c, ptr %[[X]])
// The prvalue `make(c)` returns initializes `d` directly (no move).
// CHECK-NEXT: call void @_Z4makeIR1HES0_OT_(ptr sret(%struct.H) align 4 %d, ptr %c)
// CHECK-NOT: call void @_ZN1HC1EOS_(ptr %d
// CHECK-DAG: define linkonce_odr ptr @_Z{{.*}}4moveIR1HE{{.*}}(
// CHECK-DAG: define linkonce_odr void @_ZN1HC1EOS_(
__global__ void k(int *out) {
  H a(1);
  H b = a;
  H c = std::move(a);
  H d = make(c);
  out[0] = a.v + b.v + c.v + d.v;
}
