// The header-only parts of the system's C++ library in a kernel, without `__device__` tags
// (Circle's rule: inline functions are callable on every target): libstdc++'s type traits,
// numeric limits, <cmath> overloads, <algorithm>'s min/max/sort, <numeric>, <ratio>,
// <cstdint>, <array>, <string_view>, <bitset> (its unchecked `[]` and `count`, `popc`) and
// <atomic> (GCC's `__atomic` builtins, lowered to `atom` and `membar.sys`). Every call is
// resolved in the module: the PTX declares no external function.
// RUN: %circlec --emit=ptx --sm 70 %s -o %t
// RUN: FileCheck %s < %t.sm_70.ptx
// CHECK-NOT: .extern .func
// CHECK: .entry _Z6ladderPfPiPl(
// CHECK-NOT: .extern .func
// CHECK: sqrt.rn.f32
// CHECK: popc.b32
// CHECK: atom.{{.*}}add.u32
#include <algorithm>
#include <array>
#include <atomic>
#include <bitset>
#include <cmath>
#include <cstdint>
#include <limits>
#include <numeric>
#include <ratio>
#include <string_view>
#include <type_traits>

template <class T> T clamp_to_limits(long v) {
  return (T)std::min<long>(std::max<long>(v, std::numeric_limits<T>::min()), std::numeric_limits<T>::max());
}

__global__ void ladder(float* f, int* i, long* l) {
  static_assert(std::is_same<std::make_unsigned_t<std::int32_t>, std::uint32_t>::value, "");
  f[0] = std::sqrt(f[0]) + std::fabs(f[1]) + std::fmax(f[2], 1.0f);
  int a[4] = {i[0], i[1], i[2], i[3]};
  std::sort(a, a + 4);
  a[0] = std::min(a[0], a[3]);
  i[0] = std::accumulate(a, a + 4, 0) + a[0];
  i[1] = clamp_to_limits<std::int16_t>(l[0]);
  l[1] = std::ratio_multiply<std::ratio<3, 4>, std::ratio<8>>::num + (std::isnan(f[3]) ? 1 : 0);
  std::array<int, 3> arr{i[4], i[5], i[6]};
  std::string_view name("ladder", 6);
  i[2] = arr[1] + (int)arr.size() + (int)name.size();
  std::bitset<32> bits((unsigned)i[8]);
  bits[3] = true;
  i[4] = (int)bits.count() + (bits[1] ? 1 : 0);
  auto* counter = reinterpret_cast<std::atomic<int>*>(i + 7);
  i[3] = counter->fetch_add(1, std::memory_order_relaxed);
}
