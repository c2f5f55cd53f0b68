// Kernel template instances get stubs named by their Itanium mangling, with linkonce_odr linkage
// (another unit may instantiate them too), and are registered; a launch inside a function
// template reaches them through the instance. `bool` parameters are passed zeroext.
// RUN: %circlec -S --emit=llvm --sm 70 %s -o %t
// RUN: FileCheck %s < %t.host.ll

namespace ns {
template <typename T> __global__ void fill(T *p, T v, bool flag) { p[threadIdx.x] = flag ? v : T(); }
}
template <typename T> void run(T *d, T v) { ns::fill<T><<<1, 32>>>(d, v, true); }

int main() {
  run<float>(nullptr, 1.0f);
  ns::fill<int><<<1, 1>>>(nullptr, 2, false);
  return 0;
}

// CHECK-LABEL: define linkonce_odr void @_Z3runIfEvPT_S0_(
// CHECK: call void @_ZN2ns4fillIfEEvPT_S1_b(ptr %{{.*}}, float %{{.*}}, i1 true)
// CHECK-DAG: define linkonce_odr void @_ZN2ns4fillIiEEvPT_S1_b(ptr %0, i32 %1, i1 zeroext %2)
// CHECK-DAG: define linkonce_odr void @_ZN2ns4fillIfEEvPT_S1_b(ptr %0, float %1, i1 zeroext %2)
// CHECK-LABEL: define internal void @__circlec_module_ctor()
// CHECK-DAG: call void @__cudaRegisterFunction(ptr %handle, ptr @_ZN2ns4fillIfEEvPT_S1_b,
// CHECK-DAG: call void @__cudaRegisterFunction(ptr %handle, ptr @_ZN2ns4fillIiEEvPT_S1_b,
