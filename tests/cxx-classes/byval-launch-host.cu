// A kernel launch passing a class not trivial for calls by value (host): as clang's host code
// does, the argument is copied with its copy constructor when the launch configuration
// succeeded, the kernel gets the copy's bytes, and the copy is destroyed after the launch.
// RUN: %circlec -S --emit=llvm --sm 70 %s -o %t
// RUN: FileCheck %s < %t.host.ll
struct D {
  int a;
  __host__ __device__ D(int v) : a(v) {}
  __host__ __device__ D(const D &o) : a(o.a + 1) {}
  __host__ __device__ ~D() {}
};
__global__ void k(D d, int *out) { *out = d.a; }
// CHECK-LABEL: define i32 @main()
// CHECK: call void @_ZN1DC2Ei(ptr %x, i32 1)
// CHECK: kcall.configok:
// CHECK-NEXT: {{call|invoke}} void @_ZN1DC2ERKS_(ptr %launch.arg, ptr %x)
// CHECK: call void @_Z1k1DPi(
// CHECK-NEXT: call void @_ZN1DD2Ev(ptr %launch.arg)
// CHECK-NEXT: br label %kcall.end
int main() {
  D x(1);
  int *o = 0;
  k<<<1, 1>>>(x, o);
  return 0;
}
