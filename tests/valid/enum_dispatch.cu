// Exercises: enum class with explicit underlying types (unsigned char, short, long long),
// static_cast between scoped enums and integers, a switch over a scoped enum with
// fallthrough-free cases and a default, an unscoped enum with implicit conversion to int,
// a __constant__ table of enum values, sizeof on enum types checked by static_assert,
// and an element-wise kernel that dispatches on an enum parameter.
//
// RUN: %circlec -fsyntax-only %s
// RUN: %circlec --dump-ast %s | FileCheck %s
// CHECK-DAG: OpCode
// CHECK-DAG: applyOp
// CHECK-DAG: dispatchKernel
// CHECK-DAG: c_program

#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>

enum class OpCode : unsigned char { Add = 1, Sub, Mul, Min, Max, Neg = 0x10 };
enum class Precision : short { Half = 16, Single = 32, Double = 64 };
enum class Big : long long { Huge = 1LL << 40 };
enum Flags { FLAG_NONE = 0, FLAG_CLAMP = 1 << 0, FLAG_ABS = 1 << 1 };

static_assert(sizeof(OpCode) == 1, "unsigned char underlying type");
static_assert(sizeof(Precision) == 2, "short underlying type");
static_assert(sizeof(Big) == 8, "long long underlying type");
static_assert(static_cast<int>(OpCode::Mul) == 3, "enumerators count up from Add");
static_assert(static_cast<long long>(Big::Huge) == 1099511627776LL, "");
static_assert(FLAG_CLAMP + FLAG_ABS == 3, "unscoped enumerators promote to int");

constexpr int kProgramLength = 4;
__constant__ OpCode c_program[kProgramLength] = {OpCode::Mul, OpCode::Add, OpCode::Max, OpCode::Neg};

float applyOp(OpCode op, float a, float b) {
  switch (op) {
  case OpCode::Add: return a + b;
  case OpCode::Sub: return a - b;
  case OpCode::Mul: return a * b;
  case OpCode::Min: return a < b ? a : b;
  case OpCode::Max: return a > b ? a : b;
  case OpCode::Neg: return -a;
  default: break;
  }
  return 0.0f;
}

__device__ float postProcess(float v, int flags) {
  if (flags & FLAG_ABS)
    v = v < 0 ? -v : v;
  if ((flags & FLAG_CLAMP) != 0)
    v = v > 1.0f ? 1.0f : (v < -1.0f ? -1.0f : v);
  return v;
}

__global__ void dispatchKernel(float* acc, const float* operand, int n, Precision prec, int flags) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float v = acc[i];
  for (int pc = 0; pc < kProgramLength; ++pc)
    v = applyOp(c_program[pc], v, operand[i]);
  if (prec == Precision::Half)
    v = (float)(int)(v * 1024.0f) / 1024.0f;
  acc[i] = postProcess(v, flags);
}

const char* opName(OpCode op) {
  switch (op) {
  case OpCode::Add: return "add";
  case OpCode::Sub: return "sub";
  case OpCode::Mul: return "mul";
  case OpCode::Min: return "min";
  case OpCode::Max: return "max";
  case OpCode::Neg: return "neg";
  }
  return "?";
}

int main() {
  const int n = 1000;
  float* hAcc = (float*)malloc(n * sizeof(float));
  float* hOp = (float*)malloc(n * sizeof(float));
  for (int i = 0; i < n; ++i) {
    hAcc[i] = 0.001f * i;
    hOp[i] = 0.5f;
  }
  float *dAcc, *dOp;
  cudaMalloc((void**)&dAcc, n * sizeof(float));
  cudaMalloc((void**)&dOp, n * sizeof(float));
  cudaMemcpy(dAcc, hAcc, n * sizeof(float), cudaMemcpyHostToDevice);
  cudaMemcpy(dOp, hOp, n * sizeof(float), cudaMemcpyHostToDevice);

  dispatchKernel<<<(n + 63) / 64, 64>>>(dAcc, dOp, n, Precision::Single, FLAG_CLAMP | FLAG_ABS);
  cudaDeviceSynchronize();
  cudaMemcpy(hAcc, dAcc, n * sizeof(float), cudaMemcpyDeviceToHost);

  for (int k = 0; k < kProgramLength; ++k) {
    OpCode op = static_cast<OpCode>(k + 1);
    printf("%d:%s(%d) ", k, opName(op), (int)op);
  }
  printf("\nacc[999] = %f\n", hAcc[n - 1]);
  cudaFree(dAcc);
  cudaFree(dOp);
  free(hAcc);
  free(hOp);
  return 0;
}
