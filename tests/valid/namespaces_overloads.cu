// Exercises: nested namespaces, a reopened namespace, namespace aliases, using-declarations
// and a using-directive, overload resolution across int/unsigned/long long/float/double and
// pointer parameters (exact match, promotion, conversion), default arguments (including one
// added on a later declaration), extern "C" functions in a linkage block, function templates
// with deduced and explicit type arguments and a non-type parameter, and calls of all of
// these from a kernel and from main.
//
// RUN: %circlec -fsyntax-only %s
// RUN: %circlec --dump-ast %s | FileCheck %s
// CHECK-DAG: squareAll
// CHECK-DAG: c_checksum
// CHECK-DAG: scaleBy

#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>

namespace lib {
namespace math {

int square(int x) { return x * x; }
long long square(long long x) { return x * x; }
float square(float x) { return x * x; }
double square(double x) { return x * x; }

int clampTo(int v, int lo = 0, int hi = 255) { return v < lo ? lo : (v > hi ? hi : v); }

}  // namespace math

namespace util {
const char* kind(int) { return "int"; }
const char* kind(unsigned) { return "unsigned"; }
const char* kind(double) { return "double"; }
const char* kind(const void*) { return "pointer"; }
const char* kind(const char*) { return "string"; }
}  // namespace util
}  // namespace lib

// Reopen a namespace and add to it.
namespace lib {
namespace math {
template <typename T, int Factor>
T scaleBy(T v) { return v * Factor; }

template <typename T>
T maxOf(T a, T b) { return a < b ? b : a; }
}  // namespace math
}  // namespace lib

namespace lm = lib::math;

extern "C" {
int c_checksum(const int* data, int n);
double c_mean(const double* data, int n);
}

int c_checksum(const int* data, int n) {
  int h = 17;
  for (int i = 0; i < n; ++i)
    h = h * 31 + data[i];
  return h;
}

double c_mean(const double* data, int n) {
  double s = 0;
  for (int i = 0; i < n; ++i)
    s += data[i];
  return n ? s / n : 0.0;
}

// A default argument added by a redeclaration.
float blend(float a, float b, float t);
float blend(float a, float b, float t = 0.5f);
float blend(float a, float b, float t) { return a + (b - a) * t; }

__global__ void squareAll(float* f, double* d, int* i, int n) {
  using lib::math::square;
  int k = blockIdx.x * blockDim.x + threadIdx.x;
  if (k < n) {
    f[k] = square(f[k]);                 // float overload
    d[k] = square(d[k]);                 // double overload
    i[k] = lm::clampTo(square(i[k]));    // int overload, two defaulted arguments
    f[k] = blend(f[k], lm::scaleBy<float, 3>(f[k]));
  }
}

int main() {
  using namespace lib::util;
  short s = 3;
  char c = 'a';
  printf("%s %s %s %s %s %s\n",
         kind(1), kind(2u), kind(s), kind(c), kind(2.5f), kind("text"));
  printf("%s %s\n", kind(nullptr == nullptr ? (const void*)&s : nullptr), kind(3.0));

  printf("%lld %d %d\n", lm::square(3000000000LL), lm::clampTo(300), lm::clampTo(-5, -3));
  printf("%d %f\n", lm::maxOf(3, 9), lm::maxOf<double>(2, 2.5));
  printf("%ld\n", lm::scaleBy<long, 1000>(123456789L));

  const int n = 64;
  float* f;
  double* d;
  int* iv;
  cudaMalloc((void**)&f, n * sizeof(float));
  cudaMalloc((void**)&d, n * sizeof(double));
  cudaMalloc((void**)&iv, n * sizeof(int));
  squareAll<<<1, n>>>(f, d, iv, n);
  cudaDeviceSynchronize();

  int hostInts[4] = {1, 2, 3, 4};
  double hostDoubles[] = {1.0, 2.0, 4.5};
  printf("checksum %d mean %f blend %f\n", c_checksum(hostInts, 4),
         c_mean(hostDoubles, sizeof hostDoubles / sizeof hostDoubles[0]), blend(1.0f, 3.0f));
  cudaFree(f);
  cudaFree(d);
  cudaFree(iv);
  return 0;
}
