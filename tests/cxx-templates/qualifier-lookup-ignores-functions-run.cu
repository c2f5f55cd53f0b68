// The name before `::` is looked up among namespaces, types and class templates only
// ([basic.lookup.qual]/1): in a class with member function templates named `shfl`,
// `shfl::helper<N>` names the enclosing namespace `shfl`. Cooperative groups' helpers.h does
// this (NVIDIA's shfl_scan sample: "`shfl` is not a namespace or class").
// RUN: %circlec %s -o %t && %t | FileCheck %s
// CHECK: 9 13
#include <cstdio>
namespace details {
namespace shfl {
template <unsigned N> struct helper { static constexpr unsigned value = N * 2; };
}
struct compat {
  template <unsigned count> using shfl_helper = shfl::helper<count>;
  template <class T> static T shfl(T x) { return shfl_helper<sizeof(T)>::value + x; }
  static unsigned plain(unsigned x) { return shfl::helper<6>::value + x; }
};
}  // namespace details
int main() { printf("%u %u\n", details::compat::shfl(1u), details::compat::plain(1)); }
