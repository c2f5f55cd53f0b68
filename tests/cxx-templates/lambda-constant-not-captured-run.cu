// A local constant named in a constant expression inside a lambda (a template argument of a
// parameter's type) is not captured: it is no odr-use. Cooperative groups' reduce.h writes
// `[&](const internal_thread_block_tile<num_warps, warpType>& subwarp, ...)` with
// `const unsigned int num_warps = Size / 32;` (NVIDIA's reduction sample: "invalid use of
// non-static data member `num_warps`"). A use in the body's evaluated code still captures.
// RUN: %circlec %s -o %t && %t | FileCheck %s
// CHECK: 9 8
#include <cstdio>
template <unsigned N> struct Tile { static constexpr unsigned size = N; };
template <unsigned Size> unsigned run() {
  const unsigned num_warps = Size / 32;
  unsigned total = 0;
  auto f = [&](const Tile<num_warps> &t, unsigned add) { total += t.size + add + num_warps; };
  f(Tile<num_warps>{}, 1);
  int arr[num_warps * 2];
  auto g = [&] { return (unsigned)(sizeof(arr) / sizeof(int)); };
  printf("%u %u\n", total, g());
  return total;
}
int main() { run<128>(); }
