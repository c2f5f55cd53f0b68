// Exercises: every expression operator of the subset in device and host code: arithmetic,
// bitwise, shifts, relational, equality, logical with short-circuit, all compound
// assignments, pre/post increment and decrement, unary + - ! ~ * &, subscript, member
// access with . and ->, the conditional operator (also as an lvalue), the comma operator,
// pointer arithmetic and pointer difference, sizeof/alignof on types and expressions;
// static_cast, reinterpret_cast, const_cast, C-style and functional casts; nullptr
// comparisons; and constexpr variables initialized from constant expressions.
//
// RUN: %circlec -fsyntax-only %s
// RUN: %circlec --dump-ast %s | FileCheck %s
// CHECK-DAG: Cursor
// CHECK-DAG: mixBits
// CHECK-DAG: operatorKernel

#include <cuda_runtime.h>
#include <cstdio>
#include <cstdint>

constexpr int kA = 7, kB = 3;
constexpr int kArith = kA + kB * 2 - kA / kB % 2;   // 7 + 6 - 0 = 13
constexpr int kBits = (kA & kB) | (kA ^ kB) << 1;   // 3 | (4 << 1) = 11
constexpr bool kLogic = !(kA < kB) && (kA >= kB || kA / 0 == 1);
constexpr long kComma = (kA, kB, 42L);
constexpr double kConv = static_cast<double>(kA) / kB;
static_assert(kArith == 13 && kBits == 11 && kLogic && kComma == 42, "");
static_assert(kConv > 2.33 && kConv < 2.34, "");
static_assert(sizeof kArith == sizeof(int) && alignof(double) == 8, "");

struct Cursor {
  const float* base;
  int pos;
  int limit;

  bool done() const { return pos >= limit; }
  float next() { return base[pos++]; }
};

unsigned int mixBits(unsigned int h, unsigned int v) {
  h ^= v + 0x9e3779b9u + (h << 6) + (h >> 2);
  h = (h << 13) | (h >> 19);
  h *= 5;
  h += 0xe6546b64u;
  return h;
}

__global__ void operatorKernel(const float* in, int n, float* outF, unsigned int* outU,
                               int32_t* outI) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t != 0)
    return;

  Cursor c = {in, 0, n};
  Cursor* pc = &c;
  float sum = 0.0f, prod = 1.0f;
  while (!pc->done()) {
    float v = pc->next();
    sum += v;
    prod *= v != 0.0f ? v : 1.0f;
  }
  outF[0] = sum;
  outF[1] = prod;
  outF[2] = -sum;
  outF[3] = +prod;

  int i = 10;
  int a = i++;      // 10, i = 11
  int b = ++i;      // 12
  int d = i--;      // 12, i = 11
  int e = --i;      // 10
  i += 5; i -= 2; i *= 3; i /= 2; i %= 7;   // 15 13 39 19 5
  i <<= 3; i >>= 1; i &= 0x1C; i |= 0x40; i ^= 0x3;
  outI[0] = a + b + d + e;
  outI[1] = i;
  outI[2] = (a > b) ? a : b;
  (a < b ? a : b) = -1;    // the conditional is an lvalue when both arms are
  outI[3] = a;

  unsigned int u = 0xF0F0u;
  outU[0] = ~u;
  outU[1] = u >> 4 ^ u << 4;
  outU[2] = mixBits(u, (unsigned int)n);
  outU[3] = !u;

  // Pointers: arithmetic, difference, comparison, subscript on both sides.
  const float* first = in;
  const float* last = in + n - 1;
  long span = last - first;
  outI[4] = (int)span;
  outI[5] = first < last && last != nullptr;
  outI[6] = 2[outI];   // x[y] is *(x + y)
  outF[4] = *(first + 1) + *&last[0];

  // Casts.
  float f = 3.75f;
  int truncated = (int)f;
  int viaStatic = static_cast<int>(-f);
  unsigned int bits = *reinterpret_cast<unsigned int*>(&f);
  const int* cp = &truncated;
  int* mp = const_cast<int*>(cp);
  *mp += 1;
  double widened = double(truncated) + float(viaStatic);
  uintptr_t addr = reinterpret_cast<uintptr_t>(cp);
  outI[7] = truncated;
  outI[8] = viaStatic;
  outU[4] = bits;
  outF[5] = (float)widened;
  outU[5] = (unsigned int)(addr & 3u);
  outU[6] = (unsigned int)sizeof(Cursor) + (unsigned int)alignof(Cursor);
}

int main() {
  const int n = 8;
  float h[n] = {1, 2, 3, 4, 5, 6, 7, 8};
  float* dIn;
  float* dF;
  unsigned int* dU;
  int32_t* dI;
  cudaMalloc((void**)&dIn, sizeof h);
  cudaMalloc((void**)&dF, 6 * sizeof(float));
  cudaMalloc((void**)&dU, 7 * sizeof(unsigned int));
  cudaMalloc((void**)&dI, 9 * sizeof(int32_t));
  cudaMemcpy(dIn, h, sizeof h, cudaMemcpyHostToDevice);
  operatorKernel<<<1, 32>>>(dIn, n, dF, dU, dI);
  cudaDeviceSynchronize();

  int32_t outI[9];
  cudaMemcpy(outI, dI, sizeof outI, cudaMemcpyDeviceToHost);
  for (int k = 0; k < 9; k++)
    printf("%d%c", outI[k], k == 8 ? '\n' : ' ');
  cudaFree(dIn), cudaFree(dF), cudaFree(dU), cudaFree(dI);
  return 0;
}
