// The benchmark input for `make bench-headers`: the system's C++ library headers circlec reads
// today (GCC 12's libstdc++ and glibc), two kernels and host code that use them. Issue 11 asks
// for <vector> <string> <map> <iostream> <memory> too; they join this file when circlec
// compiles them (tests/std_shim/LADDER.md).
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <numeric>
#include <ratio>
#include <type_traits>

__global__ void saxpy(float a, const float* x, float* y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = std::fma(a, x[i], y[i]);
}

__global__ void clamp(int* v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) v[i] = std::min(std::max(v[i], 0), std::numeric_limits<std::int16_t>::max() + 0);
}

int main() {
  int h[8] = {5, 3, 9, 1, 7, 2, 8, 6};
  std::sort(h, h + 8);
  std::printf("%d %d\n", std::accumulate(h, h + 8, 0), (int)std::sqrt(81.0));
  return 0;
}
