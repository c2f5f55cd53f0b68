// The `_v` variable templates of <type_traits>: constant expressions on the host and folded in
// device code.
// RUN: %circlec -fsyntax-only %s 2>&1 | count 0
// RUN: %circlec --emit=ptx --sm 70 %s -o %t && FileCheck %s < %t.sm_70.ptx
#include <type_traits>

static_assert(std::is_same_v<int, int>, "");
static_assert(!std::is_same_v<int, unsigned>, "");
static_assert(std::is_integral_v<const long>, "");
static_assert(!std::is_integral_v<float>, "");
static_assert(std::is_floating_point_v<double>, "");
static_assert(std::is_arithmetic_v<char> && !std::is_arithmetic_v<int*>, "");
static_assert(std::is_void_v<const void> && !std::is_void_v<int>, "");
static_assert(std::is_const_v<const int> && !std::is_const_v<int>, "");
static_assert(std::is_pointer_v<int*> && std::is_pointer_v<int* const> && !std::is_pointer_v<int>, "");
static_assert(std::is_reference_v<int&> && std::is_reference_v<int&&> && !std::is_reference_v<int>, "");
static_assert(std::is_signed_v<int> && !std::is_signed_v<unsigned>, "");
static_assert(std::is_unsigned_v<unsigned char> && !std::is_unsigned_v<float>, "");

template <class T> __device__ int kind() {
  if constexpr (std::is_floating_point_v<T>) return 1;
  else if constexpr (std::is_integral_v<T>) return 2;
  else return 3;
}
// CHECK-LABEL: .entry _Z1kPi
// CHECK: mov.b32 {{.*}}, 123;
__global__ void k(int* out) { *out = kind<float>() * 100 + kind<int>() * 10 + kind<int*>(); }
