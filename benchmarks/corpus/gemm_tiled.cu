// gemm_tiled.cu: dense matrix multiplication, C = epilogue(alpha * op(A) * op(B) + beta * C).
//
// A small BLAS-3/BLAS-2 kernel library and its test bench:
//   - gemm_naive: one thread per output element;
//   - gemm_square<T, TILE>: the textbook shared-memory tiling, TILE x TILE threads;
//   - gemm_tiled<TI, TC, BM, BN, BK, TM, TN, TRANS_A, TRANS_B, EPI>: the register-blocked kernel
//     (a BM x BN block tile staged through shared memory BK columns at a time, TM x TN outputs
//     per thread), for float, double and 8-bit integers with int accumulation, any
//     transposition, and three epilogues (linear, bias + ReLU, bias + GELU);
//   - gemm_double_buffered<...>: the same tiling with two shared-memory stages and register
//     prefetch of the next tile;
//   - gemm_vec4: float tiles loaded with float4 vector loads;
//   - gemm_split_k: a K-split with atomicAdd into a pre-scaled C;
//   - gemm_batched: strided batches over gridDim.z;
//   - gemm_auto: a kernel whose tile configuration is chosen per target with `@codegen if`
//     (the host mirrors the choice to size the grid);
//   - gemv (a warp per row), syrk_lower (C = A A^T on the lower triangle), and a padded
//     shared-memory transpose.
// Every configuration is a separate template instantiation. The host checks each result against
// a double-precision (or exact integer) reference and prints GFLOP/s.
//
// Benchmark corpus program (issue 7). Language: the circlec issue-2 subset.

#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <cstdint>
#include <cstring>

namespace blas {

constexpr unsigned kFull = 0xffffffffu;

enum Epilogue { kLinear = 0, kBiasRelu = 1, kBiasGelu = 2 };

// Problem shape and leading dimensions (row-major storage; a transposed operand is read as its
// transpose, so op(A) is m x k and op(B) is k x n).
struct GemmShape {
  int m;
  int n;
  int k;
  int lda;
  int ldb;
  int ldc;
};

// ---- element helpers (untagged: host and device) -----------------------------------------------

float relu(float v) { return v > 0.0f ? v : 0.0f; }
double relu(double v) { return v > 0.0 ? v : 0.0; }
int relu(int v) { return v > 0 ? v : 0; }

float gelu(float v) {
  const float c = 0.7978845608f;  // sqrt(2 / pi)
  return 0.5f * v * (1.0f + tanhf(c * (v + 0.044715f * v * v * v)));
}
double gelu(double v) {
  const double c = 0.7978845608028654;
  return 0.5 * v * (1.0 + tanh(c * (v + 0.044715 * v * v * v)));
}
int gelu(int v) { return v > 0 ? v : 0; }

template <typename T, int EPI>
T apply_epilogue(T acc, T alpha, T beta, T old, T bias) {
  T v = alpha * acc + beta * old;
  if (EPI == kBiasRelu)
    return relu(v + bias);
  if (EPI == kBiasGelu)
    return gelu(v + bias);
  return v;
}

// Reads op(A)[row][col] for the transposition flag TRANS.
template <bool TRANS, typename T>
T load_op(const T* p, int ld, int row, int col) {
  return TRANS ? p[(long)col * ld + row] : p[(long)row * ld + col];
}

// ---- naive and square-tiled kernels ------------------------------------------------------------

template <typename T>
__global__ void gemm_naive(GemmShape s, T alpha, const T* __restrict__ A, const T* __restrict__ B, T beta,
                           T* __restrict__ C) {
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  int row = blockIdx.y * blockDim.y + threadIdx.y;
  if (row >= s.m || col >= s.n)
    return;
  T acc = 0;
  for (int p = 0; p < s.k; ++p)
    acc += A[(long)row * s.lda + p] * B[(long)p * s.ldb + col];
  long c = (long)row * s.ldc + col;
  C[c] = alpha * acc + beta * C[c];
}

template <typename T, int TILE>
__global__ void gemm_square(GemmShape s, T alpha, const T* __restrict__ A, const T* __restrict__ B, T beta,
                            T* __restrict__ C) {
  __shared__ T As[TILE][TILE];
  __shared__ T Bs[TILE][TILE + 1];
  int tx = threadIdx.x;
  int ty = threadIdx.y;
  int row = blockIdx.y * TILE + ty;
  int col = blockIdx.x * TILE + tx;
  T acc = 0;
  for (int k0 = 0; k0 < s.k; k0 += TILE) {
    As[ty][tx] = row < s.m && k0 + tx < s.k ? A[(long)row * s.lda + k0 + tx] : (T)0;
    Bs[ty][tx] = k0 + ty < s.k && col < s.n ? B[(long)(k0 + ty) * s.ldb + col] : (T)0;
    __syncthreads();
#pragma unroll
    for (int p = 0; p < TILE; ++p)
      acc += As[ty][p] * Bs[p][tx];
    __syncthreads();
  }
  if (row < s.m && col < s.n) {
    long c = (long)row * s.ldc + col;
    C[c] = alpha * acc + beta * C[c];
  }
}

// ---- the register-blocked tile -------------------------------------------------------------------

// Stages op(A)[row0 .. row0+BM) x [k0 .. k0+BK) into As[BK][BM] (k-major, so the inner loop
// reads consecutive rows) and op(B)[k0 .. k0+BK) x [col0 .. col0+BN) into Bs[BK][BN].
template <typename TI, int BM, int BN, int BK, int THREADS, bool TA, bool TB>
__device__ void stage_tiles(const GemmShape& s, const TI* A, const TI* B, int row0, int col0, int k0,
                            TI (*As)[BM], TI (*Bs)[BN]) {
  int tid = threadIdx.x;
  for (int e = tid; e < BM * BK; e += THREADS) {
    int r = TA ? e % BM : e / BK;
    int kk = TA ? e / BM : e % BK;
    int gr = row0 + r;
    int gk = k0 + kk;
    As[kk][r] = gr < s.m && gk < s.k ? load_op<TA>(A, s.lda, gr, gk) : (TI)0;
  }
  for (int e = tid; e < BK * BN; e += THREADS) {
    int kk = TB ? e % BK : e / BN;
    int c = TB ? e / BK : e % BN;
    int gk = k0 + kk;
    int gc = col0 + c;
    Bs[kk][c] = gk < s.k && gc < s.n ? load_op<TB>(B, s.ldb, gk, gc) : (TI)0;
  }
}

template <typename TI, typename TC, int BM, int BN, int BK, int TM, int TN>
__device__ void multiply_stage(TI (*As)[BM], TI (*Bs)[BN], int tr, int tc, TC (*acc)[TN]) {
#pragma unroll
  for (int kk = 0; kk < BK; ++kk) {
    TC a[TM];
    TC b[TN];
#pragma unroll
    for (int i = 0; i < TM; ++i)
      a[i] = (TC)As[kk][tr * TM + i];
#pragma unroll
    for (int j = 0; j < TN; ++j)
      b[j] = (TC)Bs[kk][tc * TN + j];
#pragma unroll
    for (int i = 0; i < TM; ++i)
#pragma unroll
      for (int j = 0; j < TN; ++j)
        acc[i][j] += a[i] * b[j];
  }
}

template <typename TC, int BM, int BN, int TM, int TN, int EPI>
__device__ void store_tile(const GemmShape& s, TC alpha, TC beta, TC* C, const TC* bias, int row0, int col0,
                           int tr, int tc, TC (*acc)[TN]) {
#pragma unroll
  for (int i = 0; i < TM; ++i) {
    int r = row0 + tr * TM + i;
    if (r >= s.m)
      continue;
#pragma unroll
    for (int j = 0; j < TN; ++j) {
      int c = col0 + tc * TN + j;
      if (c >= s.n)
        continue;
      long idx = (long)r * s.ldc + c;
      TC old = beta == (TC)0 ? (TC)0 : C[idx];
      TC b = bias != nullptr ? bias[c] : (TC)0;
      C[idx] = apply_epilogue<TC, EPI>(acc[i][j], alpha, beta, old, b);
    }
  }
}

template <typename TI, typename TC, int BM, int BN, int BK, int TM, int TN, bool TA, bool TB, int EPI>
__device__ void gemm_tile_body(GemmShape s, TC alpha, const TI* A, const TI* B, TC beta, TC* C, const TC* bias) {
  constexpr int kThreads = (BM / TM) * (BN / TN);
  static_assert(BM % TM == 0 && BN % TN == 0, "micro-tiles divide the block tile");
  __shared__ TI As[BK][BM];
  __shared__ TI Bs[BK][BN];
  int tr = threadIdx.x / (BN / TN);
  int tc = threadIdx.x % (BN / TN);
  int row0 = blockIdx.y * BM;
  int col0 = blockIdx.x * BN;
  TC acc[TM][TN];
#pragma unroll
  for (int i = 0; i < TM; ++i)
#pragma unroll
    for (int j = 0; j < TN; ++j)
      acc[i][j] = 0;
  for (int k0 = 0; k0 < s.k; k0 += BK) {
    stage_tiles<TI, BM, BN, BK, kThreads, TA, TB>(s, A, B, row0, col0, k0, As, Bs);
    __syncthreads();
    multiply_stage<TI, TC, BM, BN, BK, TM, TN>(As, Bs, tr, tc, acc);
    __syncthreads();
  }
  store_tile<TC, BM, BN, TM, TN, EPI>(s, alpha, beta, C, bias, row0, col0, tr, tc, acc);
}

template <typename TI, typename TC, int BM, int BN, int BK, int TM, int TN, bool TA, bool TB, int EPI>
__global__ void gemm_tiled(GemmShape s, TC alpha, const TI* __restrict__ A, const TI* __restrict__ B, TC beta,
                           TC* __restrict__ C, const TC* __restrict__ bias) {
  gemm_tile_body<TI, TC, BM, BN, BK, TM, TN, TA, TB, EPI>(s, alpha, A, B, beta, C, bias);
}

// ---- double buffering -----------------------------------------------------------------------------

// Two shared-memory stages: while the threads multiply stage `cur`, the next tile is already
// being written to stage `cur ^ 1`, so there is one barrier per K step instead of two.
template <typename T, int BM, int BN, int BK, int TM, int TN>
__global__ void gemm_double_buffered(GemmShape s, T alpha, const T* __restrict__ A, const T* __restrict__ B,
                                     T beta, T* __restrict__ C) {
  constexpr int kThreads = (BM / TM) * (BN / TN);
  __shared__ T As[2][BK][BM];
  __shared__ T Bs[2][BK][BN];
  int tr = threadIdx.x / (BN / TN);
  int tc = threadIdx.x % (BN / TN);
  int row0 = blockIdx.y * BM;
  int col0 = blockIdx.x * BN;
  T acc[TM][TN];
  for (int i = 0; i < TM; ++i)
    for (int j = 0; j < TN; ++j)
      acc[i][j] = 0;
  stage_tiles<T, BM, BN, BK, kThreads, false, false>(s, A, B, row0, col0, 0, As[0], Bs[0]);
  __syncthreads();
  int cur = 0;
  for (int k0 = 0; k0 < s.k; k0 += BK) {
    if (k0 + BK < s.k)
      stage_tiles<T, BM, BN, BK, kThreads, false, false>(s, A, B, row0, col0, k0 + BK, As[cur ^ 1], Bs[cur ^ 1]);
    multiply_stage<T, T, BM, BN, BK, TM, TN>(As[cur], Bs[cur], tr, tc, acc);
    __syncthreads();
    cur ^= 1;
  }
  store_tile<T, BM, BN, TM, TN, kLinear>(s, alpha, beta, C, nullptr, row0, col0, tr, tc, acc);
}

// ---- float4 loads -------------------------------------------------------------------------------

// 64 x 64 x 8 tiles, 256 threads, 4 x 4 outputs per thread; requires lda and ldb multiples of 4
// and 16-byte aligned operands (the host checks).
__global__ void __launch_bounds__(256) gemm_vec4(GemmShape s, float alpha, const float* __restrict__ A,
                                                  const float* __restrict__ B, float beta, float* __restrict__ C) {
  __shared__ float As[8][64];
  __shared__ float Bs[8][64];
  int tid = threadIdx.x;
  int tr = tid / 16;
  int tc = tid % 16;
  int row0 = blockIdx.y * 64;
  int col0 = blockIdx.x * 64;
  float acc[4][4];
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < 4; ++j)
      acc[i][j] = 0.0f;
  for (int k0 = 0; k0 < s.k; k0 += 8) {
    // A: 64 rows x 8 columns = 128 float4s (threads 0..127); B: 8 rows x 64 columns = 128
    // float4s (threads 128..255).
    if (tid < 128) {
      int r = tid / 2;
      int kq = (tid % 2) * 4;
      int gr = row0 + r;
      float4 v = {0.0f, 0.0f, 0.0f, 0.0f};
      if (gr < s.m && k0 + kq + 3 < s.k) {
        v = *(const float4*)(A + (long)gr * s.lda + k0 + kq);
      } else if (gr < s.m) {
        float tmp[4] = {0.0f, 0.0f, 0.0f, 0.0f};
        for (int q = 0; q < 4; ++q)
          if (k0 + kq + q < s.k)
            tmp[q] = A[(long)gr * s.lda + k0 + kq + q];
        v.x = tmp[0];
        v.y = tmp[1];
        v.z = tmp[2];
        v.w = tmp[3];
      }
      As[kq + 0][r] = v.x;
      As[kq + 1][r] = v.y;
      As[kq + 2][r] = v.z;
      As[kq + 3][r] = v.w;
    } else {
      int e = tid - 128;
      int kk = e / 16;
      int cq = (e % 16) * 4;
      int gk = k0 + kk;
      int gc = col0 + cq;
      float4 v = {0.0f, 0.0f, 0.0f, 0.0f};
      if (gk < s.k && gc + 3 < s.n) {
        v = *(const float4*)(B + (long)gk * s.ldb + gc);
      } else if (gk < s.k) {
        if (gc < s.n) v.x = B[(long)gk * s.ldb + gc];
        if (gc + 1 < s.n) v.y = B[(long)gk * s.ldb + gc + 1];
        if (gc + 2 < s.n) v.z = B[(long)gk * s.ldb + gc + 2];
      }
      Bs[kk][cq + 0] = v.x;
      Bs[kk][cq + 1] = v.y;
      Bs[kk][cq + 2] = v.z;
      Bs[kk][cq + 3] = v.w;
    }
    __syncthreads();
    multiply_stage<float, float, 64, 64, 8, 4, 4>(As, Bs, tr, tc, acc);
    __syncthreads();
  }
  store_tile<float, 64, 64, 4, 4, kLinear>(s, alpha, beta, C, nullptr, row0, col0, tr, tc, acc);
}

// ---- split-K ------------------------------------------------------------------------------------

__global__ void scale_matrix(int m, int n, int ldc, float beta, float* C) {
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  int row = blockIdx.y * blockDim.y + threadIdx.y;
  if (row < m && col < n)
    C[(long)row * ldc + col] *= beta;
}

// blockIdx.z selects the K slice [z * slice, (z + 1) * slice); partial tiles are added with
// atomics into C, which scale_matrix has multiplied by beta.
template <int BM, int BN, int BK, int TM, int TN>
__global__ void gemm_split_k(GemmShape s, int slice, float alpha, const float* __restrict__ A,
                             const float* __restrict__ B, float* __restrict__ C) {
  constexpr int kThreads = (BM / TM) * (BN / TN);
  __shared__ float As[BK][BM];
  __shared__ float Bs[BK][BN];
  int tr = threadIdx.x / (BN / TN);
  int tc = threadIdx.x % (BN / TN);
  int row0 = blockIdx.y * BM;
  int col0 = blockIdx.x * BN;
  int kbegin = blockIdx.z * slice;
  int kend = kbegin + slice < s.k ? kbegin + slice : s.k;
  float acc[TM][TN];
  for (int i = 0; i < TM; ++i)
    for (int j = 0; j < TN; ++j)
      acc[i][j] = 0.0f;
  GemmShape sub = s;
  sub.k = kend;
  for (int k0 = kbegin; k0 < kend; k0 += BK) {
    stage_tiles<float, BM, BN, BK, kThreads, false, false>(sub, A, B, row0, col0, k0, As, Bs);
    __syncthreads();
    multiply_stage<float, float, BM, BN, BK, TM, TN>(As, Bs, tr, tc, acc);
    __syncthreads();
  }
  for (int i = 0; i < TM; ++i) {
    int r = row0 + tr * TM + i;
    for (int j = 0; j < TN; ++j) {
      int c = col0 + tc * TN + j;
      if (r < s.m && c < s.n)
        atomicAdd(&C[(long)r * s.ldc + c], alpha * acc[i][j]);
    }
  }
}

// ---- batched ------------------------------------------------------------------------------------

template <typename T, int BM, int BN, int BK, int TM, int TN>
__global__ void gemm_batched(GemmShape s, long stride_a, long stride_b, long stride_c, T alpha,
                             const T* __restrict__ A, const T* __restrict__ B, T beta, T* __restrict__ C) {
  long z = blockIdx.z;
  gemm_tile_body<T, T, BM, BN, BK, TM, TN, false, false, kLinear>(s, alpha, A + z * stride_a, B + z * stride_b,
                                                                  beta, C + z * stride_c, nullptr);
}

// ---- per-target configuration ---------------------------------------------------------------------

// All three configurations use 256 threads; the block tile is 128 x 128 on sm_80+, 128 x 64
// on sm_70+, and 64 x 64 before. auto_tile() on the host mirrors this.
template <typename T, bool TA, bool TB>
__global__ void __launch_bounds__(256) gemm_auto(GemmShape s, T alpha, const T* __restrict__ A,
                                                 const T* __restrict__ B, T beta, T* __restrict__ C) {
  @codegen if (__nvvm_arch >= 80) {
    gemm_tile_body<T, T, 128, 128, 8, 8, 8, TA, TB, kLinear>(s, alpha, A, B, beta, C, nullptr);
  } else @codegen if (__nvvm_arch >= 70) {
    gemm_tile_body<T, T, 128, 64, 8, 8, 4, TA, TB, kLinear>(s, alpha, A, B, beta, C, nullptr);
  } else {
    gemm_tile_body<T, T, 64, 64, 8, 4, 4, TA, TB, kLinear>(s, alpha, A, B, beta, C, nullptr);
  }
}

// ---- BLAS-2 and friends ----------------------------------------------------------------------

// y = alpha * A x + beta * y with one warp per row.
template <typename T>
__device__ T warp_sum(T v) {
  for (int off = 16; off > 0; off >>= 1)
    v += __shfl_xor_sync(kFull, v, off);
  return v;
}

template <typename T>
__global__ void gemv(int m, int n, int lda, T alpha, const T* __restrict__ A, const T* __restrict__ x, T beta,
                     T* __restrict__ y) {
  int warp = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
  int lane = threadIdx.x & 31;
  if (warp >= m)
    return;
  T acc = 0;
  for (int c = lane; c < n; c += 32)
    acc += A[(long)warp * lda + c] * x[c];
  acc = warp_sum(acc);
  if (lane == 0)
    y[warp] = alpha * acc + beta * y[warp];
}

// C (n x n, lower triangle) = alpha * A A^T + beta * C, A is n x k; blocks above the diagonal
// exit at once.
template <typename T, int TILE>
__global__ void syrk_lower(int n, int k, int lda, int ldc, T alpha, const T* __restrict__ A, T beta,
                           T* __restrict__ C) {
  if (blockIdx.x > blockIdx.y)
    return;
  __shared__ T Ar[TILE][TILE];
  __shared__ T Ac[TILE][TILE + 1];
  int tx = threadIdx.x;
  int ty = threadIdx.y;
  int row = blockIdx.y * TILE + ty;
  int col = blockIdx.x * TILE + tx;
  T acc = 0;
  for (int k0 = 0; k0 < k; k0 += TILE) {
    Ar[ty][tx] = row < n && k0 + tx < k ? A[(long)row * lda + k0 + tx] : (T)0;
    int crow = blockIdx.x * TILE + ty;
    Ac[ty][tx] = crow < n && k0 + tx < k ? A[(long)crow * lda + k0 + tx] : (T)0;
    __syncthreads();
#pragma unroll
    for (int p = 0; p < TILE; ++p)
      acc += Ar[ty][p] * Ac[tx][p];
    __syncthreads();
  }
  if (row < n && col < n && col <= row) {
    long c = (long)row * ldc + col;
    C[c] = alpha * acc + beta * C[c];
  }
}

template <typename T, int TILE>
__global__ void transpose(int rows, int cols, const T* __restrict__ in, T* __restrict__ out) {
  __shared__ T tile[TILE][TILE + 1];
  int x = blockIdx.x * TILE + threadIdx.x;
  int y = blockIdx.y * TILE + threadIdx.y;
  for (int j = 0; j < TILE; j += blockDim.y)
    if (x < cols && y + j < rows)
      tile[threadIdx.y + j][threadIdx.x] = in[(long)(y + j) * cols + x];
  __syncthreads();
  x = blockIdx.y * TILE + threadIdx.x;
  y = blockIdx.x * TILE + threadIdx.y;
  for (int j = 0; j < TILE; j += blockDim.y)
    if (x < rows && y + j < cols)
      out[(long)(y + j) * rows + x] = tile[threadIdx.x][threadIdx.y + j];
}

// ---- complex single precision (no operator overloading: helper functions) -----------------------

struct Complex {
  float re;
  float im;

  void accumulate_product(const Complex& a, const Complex& b) {
    re += a.re * b.re - a.im * b.im;
    im += a.re * b.im + a.im * b.re;
  }
  Complex scaled(const Complex& s) const {
    Complex r = {re * s.re - im * s.im, re * s.im + im * s.re};
    return r;
  }
  Complex plus(const Complex& o) const {
    Complex r = {re + o.re, im + o.im};
    return r;
  }
  Complex conjugate() const {
    Complex r = {re, -im};
    return r;
  }
};

Complex complex_zero() {
  Complex z = {0.0f, 0.0f};
  return z;
}

// C = alpha * op(A) * B + beta * C where op is the identity or the conjugate transpose.
template <int TILE, bool CONJ_TRANS_A>
__global__ void cgemm_square(GemmShape s, Complex alpha, const Complex* __restrict__ A,
                             const Complex* __restrict__ B, Complex beta, Complex* __restrict__ C) {
  __shared__ Complex As[TILE][TILE];
  __shared__ Complex Bs[TILE][TILE + 1];
  int tx = threadIdx.x;
  int ty = threadIdx.y;
  int row = blockIdx.y * TILE + ty;
  int col = blockIdx.x * TILE + tx;
  Complex acc = complex_zero();
  for (int k0 = 0; k0 < s.k; k0 += TILE) {
    Complex a = complex_zero();
    if (row < s.m && k0 + tx < s.k) {
      if (CONJ_TRANS_A)
        a = A[(long)(k0 + tx) * s.lda + row].conjugate();
      else
        a = A[(long)row * s.lda + k0 + tx];
    }
    As[ty][tx] = a;
    Complex b = complex_zero();
    if (k0 + ty < s.k && col < s.n)
      b = B[(long)(k0 + ty) * s.ldb + col];
    Bs[ty][tx] = b;
    __syncthreads();
#pragma unroll
    for (int p = 0; p < TILE; ++p)
      acc.accumulate_product(As[ty][p], Bs[p][tx]);
    __syncthreads();
  }
  if (row < s.m && col < s.n) {
    long c = (long)row * s.ldc + col;
    C[c] = acc.scaled(alpha).plus(C[c].scaled(beta));
  }
}

// ---- 8-bit integer GEMM with packed loads --------------------------------------------------------

// Four signed 8-bit products summed into an int, as dp4a does (written out, for every target).
int dot4_s8(unsigned a, unsigned b) {
  int s = 0;
  for (int q = 0; q < 4; ++q) {
    int x = (int)(signed char)((a >> (8 * q)) & 0xff);
    int y = (int)(signed char)((b >> (8 * q)) & 0xff);
    s += x * y;
  }
  return s;
}

// C (int) = A (m x k, s8, row-major) * B^T (B is n x k, s8, row-major) with k a multiple of 4;
// each thread computes one output from 32-bit words of four packed values.
template <int TILE>
__global__ void gemm_s8_packed(int m, int n, int k, const unsigned* __restrict__ A, const unsigned* __restrict__ B,
                               int* __restrict__ C) {
  __shared__ unsigned As[TILE][TILE + 1];
  __shared__ unsigned Bs[TILE][TILE + 1];
  int words = k / 4;
  int row = blockIdx.y * TILE + threadIdx.y;
  int col = blockIdx.x * TILE + threadIdx.x;
  int acc = 0;
  for (int w0 = 0; w0 < words; w0 += TILE) {
    int wa = w0 + threadIdx.x;
    As[threadIdx.y][threadIdx.x] = row < m && wa < words ? A[(long)row * words + wa] : 0u;
    int brow = blockIdx.x * TILE + threadIdx.y;
    Bs[threadIdx.y][threadIdx.x] = brow < n && wa < words ? B[(long)brow * words + wa] : 0u;
    __syncthreads();
#pragma unroll
    for (int p = 0; p < TILE; ++p)
      acc += dot4_s8(As[threadIdx.y][p], Bs[threadIdx.x][p]);
    __syncthreads();
  }
  if (row < m && col < n)
    C[(long)row * n + col] = acc;
}

// ---- row and column statistics of a result (fused checks on the device) ----------------------------

// Per-row sums of C with one block per row, and the global max |C| as float bits.
__global__ void row_sums_and_max(int m, int n, int ldc, const float* __restrict__ C, float* __restrict__ sums,
                                 unsigned* __restrict__ max_bits) {
  __shared__ float partial[32];
  __shared__ float partial_max[32];
  int row = blockIdx.x;
  float s = 0.0f;
  float mx = 0.0f;
  for (int c = threadIdx.x; c < n; c += blockDim.x) {
    float v = C[(long)row * ldc + c];
    s += v;
    mx = fmaxf(mx, fabsf(v));
  }
  s = warp_sum(s);
  for (int off = 16; off > 0; off >>= 1)
    mx = fmaxf(mx, __shfl_xor_sync(kFull, mx, off));
  int lane = threadIdx.x & 31;
  int warp = threadIdx.x >> 5;
  if (lane == 0) {
    partial[warp] = s;
    partial_max[warp] = mx;
  }
  __syncthreads();
  if (warp == 0) {
    int warps = blockDim.x >> 5;
    s = lane < warps ? partial[lane] : 0.0f;
    mx = lane < warps ? partial_max[lane] : 0.0f;
    s = warp_sum(s);
    for (int off = 16; off > 0; off >>= 1)
      mx = fmaxf(mx, __shfl_xor_sync(kFull, mx, off));
    if (lane == 0) {
      sums[row] = s;
      atomicMax(max_bits, __float_as_uint(mx));
    }
  }
  (void)m;
}

// ---- blocked LU factorization without pivoting ---------------------------------------------------------

// Factors the panel A[k:n, k:k+NB) in place (one block): for each column j of the panel, the
// entries below the diagonal are divided by the pivot and the rest of the panel is updated.
template <int NB>
__global__ void lu_panel(float* A, int n, int lda, int k) {
  int cols = n - k < NB ? n - k : NB;
  for (int j = 0; j < cols; ++j) {
    int col = k + j;
    float pivot = A[(long)col * lda + col];
    for (int i = col + 1 + threadIdx.x; i < n; i += blockDim.x)
      A[(long)i * lda + col] /= pivot;
    __syncthreads();
    for (int i = col + 1 + threadIdx.x; i < n; i += blockDim.x) {
      float l = A[(long)i * lda + col];
      for (int c = col + 1; c < k + cols; ++c)
        A[(long)i * lda + c] -= l * A[(long)col * lda + c];
    }
    __syncthreads();
  }
}

// U12 = L11^-1 A12 for the row panel A[k:k+NB, k+NB:n), with L11 unit lower triangular: each
// thread runs forward substitution down one column, L11 staged in shared memory.
template <int NB>
__global__ void lu_trsm_row_panel(float* A, int n, int lda, int k) {
  __shared__ float L[NB][NB];
  int rows = n - k < NB ? n - k : NB;
  for (int e = threadIdx.x; e < NB * NB; e += blockDim.x) {
    int r = e / NB, c = e % NB;
    L[r][c] = r < rows && c < rows ? A[(long)(k + r) * lda + k + c] : 0.0f;
  }
  __syncthreads();
  int col = k + NB + blockIdx.x * blockDim.x + threadIdx.x;
  if (col >= n)
    return;
  float x[NB];
#pragma unroll
  for (int r = 0; r < NB; ++r)
    x[r] = r < rows ? A[(long)(k + r) * lda + col] : 0.0f;
#pragma unroll
  for (int r = 1; r < NB; ++r)
#pragma unroll
    for (int c = 0; c < r; ++c)
      x[r] -= L[r][c] * x[c];
  for (int r = 0; r < rows; ++r)
    A[(long)(k + r) * lda + col] = x[r];
}

// ---- convolution as im2col + GEMM --------------------------------------------------------------------

struct ConvShape {
  int batch;
  int channels;
  int height;
  int width;
  int filters;
  int kh;
  int kw;
  int stride;
  int pad;

  int out_h() const { return (height + 2 * pad - kh) / stride + 1; }
  int out_w() const { return (width + 2 * pad - kw) / stride + 1; }
  int patch() const { return channels * kh * kw; }
  long columns() const { return (long)batch * out_h() * out_w(); }
};

// cols[(c * kh + dy) * kw + dx][(b * oh + y) * ow + x] = in[b][c][y * s - p + dy][x * s - p + dx]
template <typename T>
__global__ void im2col(ConvShape cs, const T* __restrict__ in, T* __restrict__ cols) {
  long total = (long)cs.patch() * cs.columns();
  int oh = cs.out_h(), ow = cs.out_w();
  for (long idx = blockIdx.x * (long)blockDim.x + threadIdx.x; idx < total; idx += (long)gridDim.x * blockDim.x) {
    long col = idx % cs.columns();
    int row = (int)(idx / cs.columns());
    int dx = row % cs.kw;
    int dy = (row / cs.kw) % cs.kh;
    int c = row / (cs.kw * cs.kh);
    int x = (int)(col % ow);
    int y = (int)((col / ow) % oh);
    int b = (int)(col / ((long)ow * oh));
    int iy = y * cs.stride - cs.pad + dy;
    int ix = x * cs.stride - cs.pad + dx;
    T v = 0;
    if (iy >= 0 && iy < cs.height && ix >= 0 && ix < cs.width)
      v = in[(((long)b * cs.channels + c) * cs.height + iy) * cs.width + ix];
    cols[idx] = v;
  }
}

// Direct convolution, one thread per output, filters in shared memory per block of filters.
template <int KH, int KW>
__global__ void conv2d_direct(ConvShape cs, const float* __restrict__ in, const float* __restrict__ w,
                              float* __restrict__ out) {
  int oh = cs.out_h(), ow = cs.out_w();
  long total = (long)cs.batch * cs.filters * oh * ow;
  for (long idx = blockIdx.x * (long)blockDim.x + threadIdx.x; idx < total; idx += (long)gridDim.x * blockDim.x) {
    int x = (int)(idx % ow);
    int y = (int)((idx / ow) % oh);
    int f = (int)((idx / ((long)ow * oh)) % cs.filters);
    int b = (int)(idx / ((long)ow * oh * cs.filters));
    float acc = 0.0f;
    for (int c = 0; c < cs.channels; ++c) {
#pragma unroll
      for (int dy = 0; dy < KH; ++dy) {
        int iy = y * cs.stride - cs.pad + dy;
        if (iy < 0 || iy >= cs.height)
          continue;
#pragma unroll
        for (int dx = 0; dx < KW; ++dx) {
          int ix = x * cs.stride - cs.pad + dx;
          if (ix < 0 || ix >= cs.width)
            continue;
          acc += w[(((long)f * cs.channels + c) * KH + dy) * KW + dx] *
                 in[(((long)b * cs.channels + c) * cs.height + iy) * cs.width + ix];
        }
      }
    }
    out[idx] = acc;
  }
}

// The GEMM result is [filters][batch * oh * ow]; NCHW wants [batch][filters][oh * ow].
__global__ void gemm_to_nchw(ConvShape cs, const float* __restrict__ g, float* __restrict__ out) {
  int plane = cs.out_h() * cs.out_w();
  long total = (long)cs.filters * cs.columns();
  for (long idx = blockIdx.x * (long)blockDim.x + threadIdx.x; idx < total; idx += (long)gridDim.x * blockDim.x) {
    int f = (int)(idx / cs.columns());
    long col = idx % cs.columns();
    int b = (int)(col / plane);
    int p = (int)(col % plane);
    out[((long)b * cs.filters + f) * plane + p] = g[idx];
  }
}

// ---- triangular solves on a factored matrix (one block each) -----------------------------------------

// Solves L y = b in place (L unit lower triangular from an LU factorization): row i subtracts
// the dot product of L[i][0:i] and y[0:i], computed by the whole block.
template <int BLOCK>
__global__ void solve_lower_unit(const float* __restrict__ LU, int n, int lda, double* __restrict__ y) {
  __shared__ double partial[BLOCK / 32];
  for (int i = 1; i < n; ++i) {
    double acc = 0.0;
    for (int p = threadIdx.x; p < i; p += BLOCK)
      acc += (double)LU[(long)i * lda + p] * y[p];
    acc = warp_sum(acc);
    if ((threadIdx.x & 31) == 0)
      partial[threadIdx.x >> 5] = acc;
    __syncthreads();
    if (threadIdx.x == 0) {
      double s = 0.0;
      for (int w = 0; w < BLOCK / 32; ++w)
        s += partial[w];
      y[i] -= s;
    }
    __syncthreads();
  }
}

// Solves U x = y in place, from the last row up.
template <int BLOCK>
__global__ void solve_upper(const float* __restrict__ LU, int n, int lda, double* __restrict__ x) {
  __shared__ double partial[BLOCK / 32];
  for (int i = n - 1; i >= 0; --i) {
    double acc = 0.0;
    for (int p = i + 1 + threadIdx.x; p < n; p += BLOCK)
      acc += (double)LU[(long)i * lda + p] * x[p];
    acc = warp_sum(acc);
    if ((threadIdx.x & 31) == 0)
      partial[threadIdx.x >> 5] = acc;
    __syncthreads();
    if (threadIdx.x == 0) {
      double s = 0.0;
      for (int w = 0; w < BLOCK / 32; ++w)
        s += partial[w];
      x[i] = (x[i] - s) / (double)LU[(long)i * lda + i];
    }
    __syncthreads();
  }
}

// r = b - A x in double (A kept in double for the residual).
__global__ void residual_kernel(int n, const double* __restrict__ A, const double* __restrict__ x,
                                const double* __restrict__ b, double* __restrict__ r) {
  int row = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
  int lane = threadIdx.x & 31;
  if (row >= n)
    return;
  double acc = 0.0;
  for (int c = lane; c < n; c += 32)
    acc += A[(long)row * n + c] * x[c];
  acc = warp_sum(acc);
  if (lane == 0)
    r[row] = b[row] - acc;
}

__global__ void add_correction(int n, const double* __restrict__ d, double* __restrict__ x) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] += d[i];
}

// ---- bias gradient: column sums of a matrix (as in a linear layer's backward pass) -------------------

template <int ROWS_PER_BLOCK>
__global__ void column_sums(int m, int n, const float* __restrict__ G, float* __restrict__ db) {
  int c = blockIdx.x * blockDim.x + threadIdx.x;
  int r0 = blockIdx.y * ROWS_PER_BLOCK;
  if (c >= n)
    return;
  float acc = 0.0f;
  int r1 = r0 + ROWS_PER_BLOCK < m ? r0 + ROWS_PER_BLOCK : m;
  for (int r = r0; r < r1; ++r)
    acc += G[(long)r * n + c];
  atomicAdd(&db[c], acc);
}

// Which per-target branch the running code took: the host sizes launches with this rather than
// with the device's compute capability, which may be newer than the cubin the driver picked.
__global__ void code_arch_kernel(int* out) {
  @codegen if (__nvvm_arch >= 80) {
    *out = 80;
  } else @codegen if (__nvvm_arch >= 70) {
    *out = 70;
  } else {
    *out = 52;
  }
}


}  // namespace blas

// ---- host code: references, test drivers and the configuration table --------------------------

using namespace blas;

#define CHECK(call)                                                                      \
  do {                                                                                   \
    cudaError_t err_ = (call);                                                           \
    if (err_ != cudaSuccess) {                                                           \
      printf("CUDA error %s at %s:%d\n", cudaGetErrorString(err_), __FILE__, __LINE__); \
      exit(1);                                                                           \
    }                                                                                    \
  } while (0)

// ---- bookkeeping ----------------------------------------------------------------------------------

struct Tally {
  int passed;
  int failed;
  double best_gflops;
  char best_name[96];
};

Tally g_tally = {0, 0, 0.0, ""};

void record(const char* name, int m, int n, int k, float ms, double flops_per_mac, double err, double tol) {
  bool ok = err <= tol;
  double gflops = ms > 0.0f ? 2.0 * flops_per_mac * m * n * (double)k / (ms * 1e6) : 0.0;
  printf("  %-52s %5d x %5d x %5d %9.1f GFLOP/s  err %.2e %s\n", name, m, n, k, gflops, err, ok ? "ok" : "BAD");
  if (ok)
    g_tally.passed++;
  else
    g_tally.failed++;
  if (ok && gflops > g_tally.best_gflops) {
    g_tally.best_gflops = gflops;
    snprintf(g_tally.best_name, sizeof(g_tally.best_name), "%s (%dx%dx%d)", name, m, n, k);
  }
}

struct Timer {
  cudaEvent_t start;
  cudaEvent_t stop;

  void begin() {
    CHECK(cudaEventCreate(&start));
    CHECK(cudaEventCreate(&stop));
    CHECK(cudaEventRecord(start, 0));
  }
  float end() {
    CHECK(cudaEventRecord(stop, 0));
    CHECK(cudaEventSynchronize(stop));
    float ms = 0.0f;
    CHECK(cudaEventElapsedTime(&ms, start, stop));
    CHECK(cudaEventDestroy(start));
    CHECK(cudaEventDestroy(stop));
    return ms;
  }
};

// The arch class of the device code that runs (see code_arch_kernel), 52, 70 or 80.
int device_arch() {
  int* d = nullptr;
  int arch = 52;
  if (cudaMalloc((void**)&d, sizeof(int)) != cudaSuccess)
    return arch;
  code_arch_kernel<<<1, 1>>>(d);
  if (cudaMemcpy(&arch, d, sizeof(int), cudaMemcpyDeviceToHost) != cudaSuccess)
    arch = 52;
  cudaFree(d);
  return arch;
}

// ---- host data ------------------------------------------------------------------------------------

unsigned lcg(unsigned& state) {
  state = state * 1664525u + 1013904223u;
  return state >> 8;
}

void fill(float* p, long n, unsigned seed) {
  unsigned s = seed;
  for (long i = 0; i < n; ++i)
    p[i] = (float)(lcg(s) % 2001) / 1000.0f - 1.0f;
}
void fill(double* p, long n, unsigned seed) {
  unsigned s = seed;
  for (long i = 0; i < n; ++i)
    p[i] = (double)(lcg(s) % 200001) / 100000.0 - 1.0;
}
void fill(int* p, long n, unsigned seed) {
  unsigned s = seed;
  for (long i = 0; i < n; ++i)
    p[i] = (int)(lcg(s) % 21) - 10;
}
void fill(signed char* p, long n, unsigned seed) {
  unsigned s = seed;
  for (long i = 0; i < n; ++i)
    p[i] = (signed char)((int)(lcg(s) % 255) - 127);
}
void fill(Complex* p, long n, unsigned seed) {
  unsigned s = seed;
  for (long i = 0; i < n; ++i) {
    p[i].re = (float)(lcg(s) % 2001) / 1000.0f - 1.0f;
    p[i].im = (float)(lcg(s) % 2001) / 1000.0f - 1.0f;
  }
}

template <typename T>
T* host_alloc(long n) {
  T* p = (T*)malloc(n * sizeof(T));
  if (p == nullptr) {
    printf("out of host memory (%ld elements)\n", n);
    exit(1);
  }
  return p;
}

template <typename T>
T* device_copy(const T* h, long n) {
  T* d = nullptr;
  CHECK(cudaMalloc((void**)&d, n * sizeof(T)));
  CHECK(cudaMemcpy(d, h, n * sizeof(T), cudaMemcpyHostToDevice));
  return d;
}

template <typename T>
void download(T* h, const T* d, long n) {
  CHECK(cudaMemcpy(h, d, n * sizeof(T), cudaMemcpyDeviceToHost));
}

bool is_integer_type(float) { return false; }
bool is_integer_type(double) { return false; }
bool is_integer_type(int) { return true; }

double epilogue_ref(double v, double bias, int epi, bool integer) {
  if (epi == kBiasRelu)
    return v + bias > 0.0 ? v + bias : 0.0;
  if (epi == kBiasGelu) {
    double x = v + bias;
    if (integer)
      return x > 0.0 ? x : 0.0;
    return 0.5 * x * (1.0 + tanh(0.7978845608028654 * (x + 0.044715 * x * x * x)));
  }
  return v;
}

// out = epilogue(alpha * op(A) op(B) + beta * C0), in double.
template <typename TI, typename TC>
void reference_gemm(const GemmShape& s, bool ta, bool tb, int epi, double alpha, double beta, const TI* A,
                    const TI* B, const TC* C0, const TC* bias, double* out) {
  bool integer = is_integer_type((TC)0);
  for (int i = 0; i < s.m; ++i) {
    for (int j = 0; j < s.n; ++j) {
      double acc = 0.0;
      for (int p = 0; p < s.k; ++p) {
        double a = ta ? (double)A[(long)p * s.lda + i] : (double)A[(long)i * s.lda + p];
        double b = tb ? (double)B[(long)j * s.ldb + p] : (double)B[(long)p * s.ldb + j];
        acc += a * b;
      }
      double old = beta == 0.0 ? 0.0 : (double)C0[(long)i * s.ldc + j];
      double bj = bias != nullptr ? (double)bias[j] : 0.0;
      out[(long)i * s.ldc + j] = epilogue_ref(alpha * acc + beta * old, bj, epi, integer);
    }
  }
}

// Largest |got - want| / (1 + |want|) over the m x n result.
template <typename TC>
double max_error(const TC* got, const double* want, int m, int n, int ldc) {
  double worst = 0.0;
  for (int i = 0; i < m; ++i) {
    for (int j = 0; j < n; ++j) {
      long idx = (long)i * ldc + j;
      double e = fabs((double)got[idx] - want[idx]) / (1.0 + fabs(want[idx]));
      if (e > worst || e != e)
        worst = e != e ? 1e30 : e;
    }
  }
  return worst;
}

double tolerance(float, int k) { return 2e-6 * k + 1e-5; }
double tolerance(double, int k) { return 1e-13 * k + 1e-12; }
double tolerance(int, int) { return 0.0; }

GemmShape make_shape(int m, int n, int k, bool ta, bool tb) {
  GemmShape s;
  s.m = m;
  s.n = n;
  s.k = k;
  s.lda = ta ? m : k;
  s.ldb = tb ? k : n;
  s.ldc = n;
  return s;
}

// Host and device operands of one problem.
template <typename TI, typename TC>
void make_problem(const GemmShape& s, unsigned seed, TI** hA, TI** hB, TC** hC, TC** hbias, TI** dA, TI** dB,
                  TC** dC, TC** dbias) {
  long na = (long)s.m * s.k;
  long nb = (long)s.k * s.n;
  long nc = (long)s.m * s.ldc;
  *hA = host_alloc<TI>(na);
  *hB = host_alloc<TI>(nb);
  *hC = host_alloc<TC>(nc);
  *hbias = host_alloc<TC>(s.n);
  fill(*hA, na, seed);
  fill(*hB, nb, seed * 3u + 1u);
  fill(*hC, nc, seed * 7u + 2u);
  fill(*hbias, s.n, seed * 11u + 3u);
  *dA = device_copy(*hA, na);
  *dB = device_copy(*hB, nb);
  *dC = device_copy(*hC, nc);
  *dbias = device_copy(*hbias, s.n);
}

template <typename TI, typename TC>
void free_problem(TI* hA, TI* hB, TC* hC, TC* hbias, TI* dA, TI* dB, TC* dC, TC* dbias) {
  free(hA);
  free(hB);
  free(hC);
  free(hbias);
  CHECK(cudaFree(dA));
  CHECK(cudaFree(dB));
  CHECK(cudaFree(dC));
  CHECK(cudaFree(dbias));
}

// ---- drivers per kernel family --------------------------------------------------------------------

template <typename T>
void test_naive(int m, int n, int k) {
  GemmShape s = make_shape(m, n, k, false, false);
  T *hA, *hB, *hC, *hbias, *dA, *dB, *dC, *dbias;
  make_problem<T, T>(s, 101u, &hA, &hB, &hC, &hbias, &dA, &dB, &dC, &dbias);
  double* want = host_alloc<double>((long)m * n);
  reference_gemm<T, T>(s, false, false, kLinear, 1.5, -0.5, hA, hB, hC, nullptr, want);
  dim3 block = {16, 16, 1};
  dim3 grid = {(unsigned)(n + 15) / 16, (unsigned)(m + 15) / 16, 1};
  Timer t;
  t.begin();
  gemm_naive<T><<<grid, block>>>(s, (T)1.5, dA, dB, (T)-0.5, dC);
  CHECK(cudaGetLastError());
  float ms = t.end();
  download(hC, dC, (long)m * n);
  record("naive", m, n, k, ms, 1.0, max_error(hC, want, m, n, n), tolerance((T)0, k));
  free(want);
  free_problem<T, T>(hA, hB, hC, hbias, dA, dB, dC, dbias);
}

template <typename T, int TILE>
void test_square(const char* name, int m, int n, int k) {
  GemmShape s = make_shape(m, n, k, false, false);
  T *hA, *hB, *hC, *hbias, *dA, *dB, *dC, *dbias;
  make_problem<T, T>(s, 202u, &hA, &hB, &hC, &hbias, &dA, &dB, &dC, &dbias);
  double* want = host_alloc<double>((long)m * n);
  reference_gemm<T, T>(s, false, false, kLinear, 1.0, 1.0, hA, hB, hC, nullptr, want);
  dim3 block = {TILE, TILE, 1};
  dim3 grid = {(unsigned)(n + TILE - 1) / TILE, (unsigned)(m + TILE - 1) / TILE, 1};
  Timer t;
  t.begin();
  gemm_square<T, TILE><<<grid, block>>>(s, (T)1, dA, dB, (T)1, dC);
  CHECK(cudaGetLastError());
  float ms = t.end();
  download(hC, dC, (long)m * n);
  record(name, m, n, k, ms, 1.0, max_error(hC, want, m, n, n), tolerance((T)0, k));
  free(want);
  free_problem<T, T>(hA, hB, hC, hbias, dA, dB, dC, dbias);
}

template <typename TI, typename TC, int BM, int BN, int BK, int TM, int TN, bool TA, bool TB, int EPI>
void test_tiled(const char* name, int m, int n, int k, TC alpha, TC beta) {
  GemmShape s = make_shape(m, n, k, TA, TB);
  TI *hA, *hB, *dA, *dB;
  TC *hC, *hbias, *dC, *dbias;
  make_problem<TI, TC>(s, 303u + m, &hA, &hB, &hC, &hbias, &dA, &dB, &dC, &dbias);
  double* want = host_alloc<double>((long)m * n);
  reference_gemm<TI, TC>(s, TA, TB, EPI, (double)alpha, (double)beta, hA, hB, hC,
                         EPI == kLinear ? nullptr : hbias, want);
  unsigned threads = (BM / TM) * (BN / TN);
  dim3 grid = {(unsigned)(n + BN - 1) / BN, (unsigned)(m + BM - 1) / BM, 1};
  Timer t;
  t.begin();
  gemm_tiled<TI, TC, BM, BN, BK, TM, TN, TA, TB, EPI><<<grid, threads>>>(s, alpha, dA, dB, beta, dC,
                                                                         EPI == kLinear ? nullptr : dbias);
  CHECK(cudaGetLastError());
  float ms = t.end();
  download(hC, dC, (long)m * n);
  record(name, m, n, k, ms, 1.0, max_error(hC, want, m, n, n), tolerance((TC)0, k));
  free(want);
  free_problem<TI, TC>(hA, hB, hC, hbias, dA, dB, dC, dbias);
}

template <typename T, int BM, int BN, int BK, int TM, int TN>
void test_double_buffered(const char* name, int m, int n, int k) {
  GemmShape s = make_shape(m, n, k, false, false);
  T *hA, *hB, *hC, *hbias, *dA, *dB, *dC, *dbias;
  make_problem<T, T>(s, 404u, &hA, &hB, &hC, &hbias, &dA, &dB, &dC, &dbias);
  double* want = host_alloc<double>((long)m * n);
  reference_gemm<T, T>(s, false, false, kLinear, 2.0, 0.0, hA, hB, hC, nullptr, want);
  unsigned threads = (BM / TM) * (BN / TN);
  dim3 grid = {(unsigned)(n + BN - 1) / BN, (unsigned)(m + BM - 1) / BM, 1};
  Timer t;
  t.begin();
  gemm_double_buffered<T, BM, BN, BK, TM, TN><<<grid, threads>>>(s, (T)2, dA, dB, (T)0, dC);
  CHECK(cudaGetLastError());
  float ms = t.end();
  download(hC, dC, (long)m * n);
  record(name, m, n, k, ms, 1.0, max_error(hC, want, m, n, n), tolerance((T)0, k));
  free(want);
  free_problem<T, T>(hA, hB, hC, hbias, dA, dB, dC, dbias);
}

void test_vec4(int m, int n, int k) {
  if (k % 4 != 0 || n % 4 != 0) {
    printf("  %-52s skipped: k and n must be multiples of 4\n", "vec4 64x64x8");
    return;
  }
  GemmShape s = make_shape(m, n, k, false, false);
  float *hA, *hB, *hC, *hbias, *dA, *dB, *dC, *dbias;
  make_problem<float, float>(s, 505u, &hA, &hB, &hC, &hbias, &dA, &dB, &dC, &dbias);
  double* want = host_alloc<double>((long)m * n);
  reference_gemm<float, float>(s, false, false, kLinear, 1.0, 0.25, hA, hB, hC, nullptr, want);
  dim3 grid = {(unsigned)(n + 63) / 64, (unsigned)(m + 63) / 64, 1};
  Timer t;
  t.begin();
  gemm_vec4<<<grid, 256>>>(s, 1.0f, dA, dB, 0.25f, dC);
  CHECK(cudaGetLastError());
  float ms = t.end();
  download(hC, dC, (long)m * n);
  record("vec4 64x64x8, float4 loads", m, n, k, ms, 1.0, max_error(hC, want, m, n, n), tolerance(0.0f, k));
  free(want);
  free_problem<float, float>(hA, hB, hC, hbias, dA, dB, dC, dbias);
}

template <int BM, int BN, int BK, int TM, int TN>
void test_split_k(const char* name, int m, int n, int k, int splits) {
  GemmShape s = make_shape(m, n, k, false, false);
  float *hA, *hB, *hC, *hbias, *dA, *dB, *dC, *dbias;
  make_problem<float, float>(s, 606u, &hA, &hB, &hC, &hbias, &dA, &dB, &dC, &dbias);
  double* want = host_alloc<double>((long)m * n);
  reference_gemm<float, float>(s, false, false, kLinear, 1.0, 0.5, hA, hB, hC, nullptr, want);
  int slice = (k + splits - 1) / splits;
  slice = (slice + BK - 1) / BK * BK;
  unsigned zs = (unsigned)((k + slice - 1) / slice);
  unsigned threads = (BM / TM) * (BN / TN);
  dim3 grid = {(unsigned)(n + BN - 1) / BN, (unsigned)(m + BM - 1) / BM, zs};
  dim3 sblock = {32, 8, 1};
  dim3 sgrid = {(unsigned)(n + 31) / 32, (unsigned)(m + 7) / 8, 1};
  Timer t;
  t.begin();
  scale_matrix<<<sgrid, sblock>>>(m, n, n, 0.5f, dC);
  gemm_split_k<BM, BN, BK, TM, TN><<<grid, threads>>>(s, slice, 1.0f, dA, dB, dC);
  CHECK(cudaGetLastError());
  float ms = t.end();
  download(hC, dC, (long)m * n);
  record(name, m, n, k, ms, 1.0, max_error(hC, want, m, n, n), 2.0 * tolerance(0.0f, k));
  free(want);
  free_problem<float, float>(hA, hB, hC, hbias, dA, dB, dC, dbias);
}

template <typename T, int BM, int BN, int BK, int TM, int TN>
void test_batched(const char* name, int m, int n, int k, int batch) {
  GemmShape s = make_shape(m, n, k, false, false);
  long sa = (long)m * k, sb = (long)k * n, sc = (long)m * n;
  T* hA = host_alloc<T>(sa * batch);
  T* hB = host_alloc<T>(sb * batch);
  T* hC = host_alloc<T>(sc * batch);
  fill(hA, sa * batch, 707u);
  fill(hB, sb * batch, 708u);
  fill(hC, sc * batch, 709u);
  T* dA = device_copy(hA, sa * batch);
  T* dB = device_copy(hB, sb * batch);
  T* dC = device_copy(hC, sc * batch);
  double* want = host_alloc<double>(sc * batch);
  for (int z = 0; z < batch; ++z)
    reference_gemm<T, T>(s, false, false, kLinear, 1.0, -1.0, hA + z * sa, hB + z * sb, hC + z * sc, nullptr,
                         want + z * sc);
  unsigned threads = (BM / TM) * (BN / TN);
  dim3 grid = {(unsigned)(n + BN - 1) / BN, (unsigned)(m + BM - 1) / BM, (unsigned)batch};
  Timer t;
  t.begin();
  gemm_batched<T, BM, BN, BK, TM, TN><<<grid, threads>>>(s, sa, sb, sc, (T)1, dA, dB, (T)-1, dC);
  CHECK(cudaGetLastError());
  float ms = t.end();
  download(hC, dC, sc * batch);
  double err = 0.0;
  for (int z = 0; z < batch; ++z) {
    double e = max_error(hC + z * sc, want + z * sc, m, n, n);
    if (e > err)
      err = e;
  }
  record(name, m, n, k * batch, ms, 1.0, err, tolerance((T)0, k));
  free(hA);
  free(hB);
  free(hC);
  free(want);
  CHECK(cudaFree(dA));
  CHECK(cudaFree(dB));
  CHECK(cudaFree(dC));
}

// Block tile of gemm_auto per target (see the kernel).
void auto_tile(int arch, int* bm, int* bn) {
  if (arch >= 80) {
    *bm = 128;
    *bn = 128;
  } else if (arch >= 70) {
    *bm = 128;
    *bn = 64;
  } else {
    *bm = 64;
    *bn = 64;
  }
}

template <typename T, bool TA, bool TB>
void test_auto(const char* name, int m, int n, int k, int arch) {
  GemmShape s = make_shape(m, n, k, TA, TB);
  T *hA, *hB, *hC, *hbias, *dA, *dB, *dC, *dbias;
  make_problem<T, T>(s, 808u, &hA, &hB, &hC, &hbias, &dA, &dB, &dC, &dbias);
  double* want = host_alloc<double>((long)m * n);
  reference_gemm<T, T>(s, TA, TB, kLinear, 1.0, 0.0, hA, hB, hC, nullptr, want);
  int bm = 0, bn = 0;
  auto_tile(arch, &bm, &bn);
  dim3 grid = {(unsigned)((n + bn - 1) / bn), (unsigned)((m + bm - 1) / bm), 1};
  Timer t;
  t.begin();
  gemm_auto<T, TA, TB><<<grid, 256>>>(s, (T)1, dA, dB, (T)0, dC);
  CHECK(cudaGetLastError());
  float ms = t.end();
  download(hC, dC, (long)m * n);
  record(name, m, n, k, ms, 1.0, max_error(hC, want, m, n, n), tolerance((T)0, k));
  free(want);
  free_problem<T, T>(hA, hB, hC, hbias, dA, dB, dC, dbias);
}

template <typename T>
void test_gemv(const char* name, int m, int n) {
  T* hA = host_alloc<T>((long)m * n);
  T* hx = host_alloc<T>(n);
  T* hy = host_alloc<T>(m);
  fill(hA, (long)m * n, 901u);
  fill(hx, n, 902u);
  fill(hy, m, 903u);
  double* want = host_alloc<double>(m);
  for (int i = 0; i < m; ++i) {
    double acc = 0.0;
    for (int j = 0; j < n; ++j)
      acc += (double)hA[(long)i * n + j] * (double)hx[j];
    want[i] = 2.0 * acc + 0.5 * (double)hy[i];
  }
  T* dA = device_copy(hA, (long)m * n);
  T* dx = device_copy(hx, n);
  T* dy = device_copy(hy, m);
  unsigned blocks = (unsigned)(((long)m * 32 + 255) / 256);
  Timer t;
  t.begin();
  gemv<T><<<blocks, 256>>>(m, n, n, (T)2, dA, dx, (T)0.5, dy);
  CHECK(cudaGetLastError());
  float ms = t.end();
  download(hy, dy, m);
  record(name, m, 1, n, ms, 1.0, max_error(hy, want, m, 1, 1), tolerance((T)0, n));
  free(hA);
  free(hx);
  free(hy);
  free(want);
  CHECK(cudaFree(dA));
  CHECK(cudaFree(dx));
  CHECK(cudaFree(dy));
}

template <typename T, int TILE>
void test_syrk(const char* name, int n, int k) {
  T* hA = host_alloc<T>((long)n * k);
  T* hC = host_alloc<T>((long)n * n);
  fill(hA, (long)n * k, 1001u);
  fill(hC, (long)n * n, 1002u);
  double* want = host_alloc<double>((long)n * n);
  for (int i = 0; i < n; ++i) {
    for (int j = 0; j < n; ++j) {
      if (j > i) {
        want[(long)i * n + j] = (double)hC[(long)i * n + j];
        continue;
      }
      double acc = 0.0;
      for (int p = 0; p < k; ++p)
        acc += (double)hA[(long)i * k + p] * (double)hA[(long)j * k + p];
      want[(long)i * n + j] = acc + 2.0 * (double)hC[(long)i * n + j];
    }
  }
  T* dA = device_copy(hA, (long)n * k);
  T* dC = device_copy(hC, (long)n * n);
  dim3 block = {TILE, TILE, 1};
  dim3 grid = {(unsigned)(n + TILE - 1) / TILE, (unsigned)(n + TILE - 1) / TILE, 1};
  Timer t;
  t.begin();
  syrk_lower<T, TILE><<<grid, block>>>(n, k, k, n, (T)1, dA, (T)2, dC);
  CHECK(cudaGetLastError());
  float ms = t.end();
  download(hC, dC, (long)n * n);
  record(name, n, n, k, ms, 0.5, max_error(hC, want, n, n, n), tolerance((T)0, k));
  free(hA);
  free(hC);
  free(want);
  CHECK(cudaFree(dA));
  CHECK(cudaFree(dC));
}

template <typename T, int TILE>
void test_transpose(const char* name, int rows, int cols) {
  long count = (long)rows * cols;
  T* h = host_alloc<T>(count);
  T* back = host_alloc<T>(count);
  fill(h, count, 1101u);
  T* din = device_copy(h, count);
  T* dout = nullptr;
  CHECK(cudaMalloc((void**)&dout, count * sizeof(T)));
  dim3 block = {TILE, 8, 1};
  dim3 grid = {(unsigned)(cols + TILE - 1) / TILE, (unsigned)(rows + TILE - 1) / TILE, 1};
  Timer t;
  t.begin();
  transpose<T, TILE><<<grid, block>>>(rows, cols, din, dout);
  CHECK(cudaGetLastError());
  float ms = t.end();
  download(back, dout, count);
  long bad = 0;
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c)
      if (back[(long)c * rows + r] != h[(long)r * cols + c])
        ++bad;
  double gbs = 2.0 * count * sizeof(T) / (ms * 1e6);
  printf("  %-52s %5d x %5d          %9.1f GB/s      %s\n", name, rows, cols, gbs, bad == 0 ? "ok" : "BAD");
  if (bad == 0)
    g_tally.passed++;
  else
    g_tally.failed++;
  free(h);
  free(back);
  CHECK(cudaFree(din));
  CHECK(cudaFree(dout));
}

template <int TILE, bool CONJ>
void test_cgemm(const char* name, int m, int n, int k) {
  GemmShape s = make_shape(m, n, k, CONJ, false);
  long na = (long)m * k, nb = (long)k * n, nc = (long)m * n;
  Complex* hA = host_alloc<Complex>(na);
  Complex* hB = host_alloc<Complex>(nb);
  Complex* hC = host_alloc<Complex>(nc);
  fill(hA, na, 1201u);
  fill(hB, nb, 1202u);
  fill(hC, nc, 1203u);
  Complex alpha = {0.5f, -1.0f};
  Complex beta = {1.0f, 0.25f};
  double* want_re = host_alloc<double>(nc);
  double* want_im = host_alloc<double>(nc);
  for (int i = 0; i < m; ++i) {
    for (int j = 0; j < n; ++j) {
      double re = 0.0, im = 0.0;
      for (int p = 0; p < k; ++p) {
        Complex a = CONJ ? hA[(long)p * s.lda + i].conjugate() : hA[(long)i * s.lda + p];
        Complex b = hB[(long)p * n + j];
        re += (double)a.re * b.re - (double)a.im * b.im;
        im += (double)a.re * b.im + (double)a.im * b.re;
      }
      Complex c = hC[(long)i * n + j];
      double r2 = re * alpha.re - im * alpha.im + ((double)c.re * beta.re - (double)c.im * beta.im);
      double i2 = re * alpha.im + im * alpha.re + ((double)c.re * beta.im + (double)c.im * beta.re);
      want_re[(long)i * n + j] = r2;
      want_im[(long)i * n + j] = i2;
    }
  }
  Complex* dA = device_copy(hA, na);
  Complex* dB = device_copy(hB, nb);
  Complex* dC = device_copy(hC, nc);
  dim3 block = {TILE, TILE, 1};
  dim3 grid = {(unsigned)(n + TILE - 1) / TILE, (unsigned)(m + TILE - 1) / TILE, 1};
  Timer t;
  t.begin();
  cgemm_square<TILE, CONJ><<<grid, block>>>(s, alpha, dA, dB, beta, dC);
  CHECK(cudaGetLastError());
  float ms = t.end();
  download(hC, dC, nc);
  double err = 0.0;
  for (long i = 0; i < nc; ++i) {
    double e1 = fabs(hC[i].re - want_re[i]) / (1.0 + fabs(want_re[i]));
    double e2 = fabs(hC[i].im - want_im[i]) / (1.0 + fabs(want_im[i]));
    err = fmax(err, fmax(e1, e2));
  }
  record(name, m, n, k, ms, 4.0, err, 4.0 * tolerance(0.0f, k));
  free(hA);
  free(hB);
  free(hC);
  free(want_re);
  free(want_im);
  CHECK(cudaFree(dA));
  CHECK(cudaFree(dB));
  CHECK(cudaFree(dC));
}

template <int TILE>
void test_s8_packed(const char* name, int m, int n, int k) {
  long na = (long)m * k, nb = (long)n * k;
  signed char* hA = host_alloc<signed char>(na);
  signed char* hB = host_alloc<signed char>(nb);
  fill(hA, na, 1301u);
  fill(hB, nb, 1302u);
  int* hC = host_alloc<int>((long)m * n);
  double* want = host_alloc<double>((long)m * n);
  for (int i = 0; i < m; ++i)
    for (int j = 0; j < n; ++j) {
      int acc = 0;
      for (int p = 0; p < k; ++p)
        acc += (int)hA[(long)i * k + p] * (int)hB[(long)j * k + p];
      want[(long)i * n + j] = acc;
    }
  unsigned* dA = nullptr;
  unsigned* dB = nullptr;
  int* dC = nullptr;
  CHECK(cudaMalloc((void**)&dA, na));
  CHECK(cudaMalloc((void**)&dB, nb));
  CHECK(cudaMalloc((void**)&dC, (long)m * n * sizeof(int)));
  CHECK(cudaMemcpy(dA, hA, na, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dB, hB, nb, cudaMemcpyHostToDevice));
  dim3 block = {TILE, TILE, 1};
  dim3 grid = {(unsigned)(n + TILE - 1) / TILE, (unsigned)(m + TILE - 1) / TILE, 1};
  Timer t;
  t.begin();
  gemm_s8_packed<TILE><<<grid, block>>>(m, n, k, dA, dB, dC);
  CHECK(cudaGetLastError());
  float ms = t.end();
  download(hC, dC, (long)m * n);
  record(name, m, n, k, ms, 1.0, max_error(hC, want, m, n, n), 0.0);
  free(hA);
  free(hB);
  free(hC);
  free(want);
  CHECK(cudaFree(dA));
  CHECK(cudaFree(dB));
  CHECK(cudaFree(dC));
}

// Runs a float GEMM with the 128x64 tile, then checks the device row sums and max |C| of the
// result against the host's.
void test_row_statistics(int m, int n, int k) {
  GemmShape s = make_shape(m, n, k, false, false);
  float *hA, *hB, *hC, *hbias, *dA, *dB, *dC, *dbias;
  make_problem<float, float>(s, 1401u, &hA, &hB, &hC, &hbias, &dA, &dB, &dC, &dbias);
  dim3 grid = {(unsigned)(n + 63) / 64, (unsigned)(m + 127) / 128, 1};
  gemm_tiled<float, float, 128, 64, 8, 8, 4, false, false, kLinear><<<grid, 256>>>(s, 1.0f, dA, dB, 0.0f, dC,
                                                                                    nullptr);
  float* dsums = nullptr;
  unsigned* dmax = nullptr;
  CHECK(cudaMalloc((void**)&dsums, m * sizeof(float)));
  CHECK(cudaMalloc((void**)&dmax, sizeof(unsigned)));
  CHECK(cudaMemset(dmax, 0, sizeof(unsigned)));
  row_sums_and_max<<<m, 128>>>(m, n, n, dC, dsums, dmax);
  CHECK(cudaGetLastError());
  download(hC, dC, (long)m * n);
  float* sums = host_alloc<float>(m);
  download(sums, dsums, m);
  unsigned bits = 0;
  download(&bits, dmax, 1);
  float dev_max;
  memcpy(&dev_max, &bits, sizeof(float));
  double worst = 0.0;
  float host_max = 0.0f;
  for (int i = 0; i < m; ++i) {
    double rs = 0.0;
    for (int j = 0; j < n; ++j) {
      rs += hC[(long)i * n + j];
      host_max = fmaxf(host_max, fabsf(hC[(long)i * n + j]));
    }
    worst = fmax(worst, fabs(rs - sums[i]) / (1.0 + fabs(rs)));
  }
  bool ok = worst < 1e-4 && dev_max == host_max;
  printf("  %-52s %5d x %5d x %5d  row sums err %.2e, max %s\n", "row sums and max |C| of a result", m, n, k,
         worst, ok ? "ok" : "BAD");
  if (ok)
    g_tally.passed++;
  else
    g_tally.failed++;
  free(sums);
  CHECK(cudaFree(dsums));
  CHECK(cudaFree(dmax));
  free_problem<float, float>(hA, hB, hC, hbias, dA, dB, dC, dbias);
}

// ---- LU, convolution and the tile autotuner ---------------------------------------------------------

void test_lu(int n) {
  constexpr int kNB = 32;
  long count = (long)n * n;
  float* A = host_alloc<float>(count);
  fill(A, count, 1501u);
  for (int i = 0; i < n; ++i)
    A[(long)i * n + i] += (float)n;  // diagonally dominant: no pivoting needed
  float* dA = device_copy(A, count);
  Timer t;
  t.begin();
  for (int k = 0; k < n; k += kNB) {
    lu_panel<kNB><<<1, 256>>>(dA, n, n, k);
    int rest = n - k - kNB;
    if (rest <= 0)
      continue;
    lu_trsm_row_panel<kNB><<<(unsigned)(rest + 127) / 128, 128>>>(dA, n, n, k);
    // A22 -= L21 * U12 with the 64x64 tile.
    GemmShape s = {rest, rest, kNB, n, n, n};
    float* a21 = dA + (long)(k + kNB) * n + k;
    float* a12 = dA + (long)k * n + k + kNB;
    float* a22 = dA + (long)(k + kNB) * n + k + kNB;
    dim3 grid = {(unsigned)(rest + 63) / 64, (unsigned)(rest + 63) / 64, 1};
    gemm_tiled<float, float, 64, 64, 8, 4, 4, false, false, kLinear><<<grid, 256>>>(s, -1.0f, a21, a12, 1.0f, a22,
                                                                                    nullptr);
  }
  CHECK(cudaGetLastError());
  float ms = t.end();
  float* LU = host_alloc<float>(count);
  download(LU, dA, count);
  // Rebuild L * U in double and compare with A.
  double worst = 0.0;
  for (int i = 0; i < n; ++i) {
    for (int j = 0; j < n; ++j) {
      double acc = 0.0;
      int kmax = i < j ? i : j;
      for (int p = 0; p <= kmax; ++p) {
        double l = p == i ? 1.0 : (double)LU[(long)i * n + p];
        double u = (double)LU[(long)p * n + j];
        acc += l * u;
      }
      double e = fabs(acc - A[(long)i * n + j]) / (1.0 + fabs((double)A[(long)i * n + j]));
      if (e > worst)
        worst = e;
    }
  }
  record("blocked LU (panel, trsm, gemm update)", n, n, n, ms, 1.0 / 3.0, worst, 1e-4);
  free(A);
  free(LU);
  CHECK(cudaFree(dA));
}

void host_conv(const ConvShape& cs, const float* in, const float* w, double* out) {
  int oh = cs.out_h(), ow = cs.out_w();
  for (int b = 0; b < cs.batch; ++b)
    for (int f = 0; f < cs.filters; ++f)
      for (int y = 0; y < oh; ++y)
        for (int x = 0; x < ow; ++x) {
          double acc = 0.0;
          for (int c = 0; c < cs.channels; ++c)
            for (int dy = 0; dy < cs.kh; ++dy)
              for (int dx = 0; dx < cs.kw; ++dx) {
                int iy = y * cs.stride - cs.pad + dy;
                int ix = x * cs.stride - cs.pad + dx;
                if (iy < 0 || iy >= cs.height || ix < 0 || ix >= cs.width)
                  continue;
                acc += (double)w[(((long)f * cs.channels + c) * cs.kh + dy) * cs.kw + dx] *
                       in[(((long)b * cs.channels + c) * cs.height + iy) * cs.width + ix];
              }
          out[(((long)b * cs.filters + f) * oh + y) * ow + x] = acc;
        }
}

void test_convolution(ConvShape cs, const char* name) {
  long in_count = (long)cs.batch * cs.channels * cs.height * cs.width;
  long w_count = (long)cs.filters * cs.patch();
  long out_count = (long)cs.filters * cs.columns();
  float* hin = host_alloc<float>(in_count);
  float* hw = host_alloc<float>(w_count);
  fill(hin, in_count, 1601u);
  fill(hw, w_count, 1602u);
  double* want = host_alloc<double>(out_count);
  host_conv(cs, hin, hw, want);
  float* din = device_copy(hin, in_count);
  float* dw = device_copy(hw, w_count);
  float *dcols, *dgemm, *dout;
  CHECK(cudaMalloc((void**)&dcols, (long)cs.patch() * cs.columns() * sizeof(float)));
  CHECK(cudaMalloc((void**)&dgemm, out_count * sizeof(float)));
  CHECK(cudaMalloc((void**)&dout, out_count * sizeof(float)));
  // im2col + GEMM: [filters x patch] * [patch x columns].
  Timer t;
  t.begin();
  im2col<float><<<240, 256>>>(cs, din, dcols);
  GemmShape s = {cs.filters, (int)cs.columns(), cs.patch(), cs.patch(), (int)cs.columns(), (int)cs.columns()};
  dim3 grid = {(unsigned)((cs.columns() + 63) / 64), (unsigned)(cs.filters + 63) / 64, 1};
  gemm_tiled<float, float, 64, 64, 8, 4, 4, false, false, kLinear><<<grid, 256>>>(s, 1.0f, dw, dcols, 0.0f, dgemm,
                                                                                  nullptr);
  gemm_to_nchw<<<240, 256>>>(cs, dgemm, dout);
  CHECK(cudaGetLastError());
  float ms = t.end();
  float* got = host_alloc<float>(out_count);
  download(got, dout, out_count);
  double err = 0.0;
  for (long i = 0; i < out_count; ++i)
    err = fmax(err, fabs(got[i] - want[i]) / (1.0 + fabs(want[i])));
  char label[96];
  snprintf(label, sizeof(label), "%s, im2col + gemm", name);
  record(label, cs.filters, (int)cs.columns(), cs.patch(), ms, 1.0, err, tolerance(0.0f, cs.patch()));
  // Direct convolution for the common 3x3 and 5x5 filters.
  if ((cs.kh == 3 && cs.kw == 3) || (cs.kh == 5 && cs.kw == 5)) {
    t.begin();
    if (cs.kh == 3)
      conv2d_direct<3, 3><<<240, 256>>>(cs, din, dw, dout);
    else
      conv2d_direct<5, 5><<<240, 256>>>(cs, din, dw, dout);
    CHECK(cudaGetLastError());
    ms = t.end();
    download(got, dout, out_count);
    err = 0.0;
    for (long i = 0; i < out_count; ++i)
      err = fmax(err, fabs(got[i] - want[i]) / (1.0 + fabs(want[i])));
    snprintf(label, sizeof(label), "%s, direct", name);
    record(label, cs.filters, (int)cs.columns(), cs.patch(), ms, 1.0, err, tolerance(0.0f, cs.patch()));
  }
  free(hin);
  free(hw);
  free(want);
  free(got);
  CHECK(cudaFree(din));
  CHECK(cudaFree(dw));
  CHECK(cudaFree(dcols));
  CHECK(cudaFree(dgemm));
  CHECK(cudaFree(dout));
}

// Times one tile configuration on a problem that lives on the device already.
template <int BM, int BN, int BK, int TM, int TN>
float time_config(const GemmShape& s, const float* dA, const float* dB, float* dC, int repeats) {
  unsigned threads = (BM / TM) * (BN / TN);
  dim3 grid = {(unsigned)(s.n + BN - 1) / BN, (unsigned)(s.m + BM - 1) / BM, 1};
  gemm_tiled<float, float, BM, BN, BK, TM, TN, false, false, kLinear><<<grid, threads>>>(s, 1.0f, dA, dB, 0.0f, dC,
                                                                                        nullptr);
  Timer t;
  t.begin();
  for (int r = 0; r < repeats; ++r)
    gemm_tiled<float, float, BM, BN, BK, TM, TN, false, false, kLinear><<<grid, threads>>>(s, 1.0f, dA, dB, 0.0f,
                                                                                          dC, nullptr);
  CHECK(cudaGetLastError());
  return t.end() / repeats;
}

// Picks the fastest tile for a shape, as a library would at first use of that shape.
void autotune(int m, int n, int k) {
  GemmShape s = make_shape(m, n, k, false, false);
  float *hA, *hB, *hC, *hbias, *dA, *dB, *dC, *dbias;
  make_problem<float, float>(s, 1701u, &hA, &hB, &hC, &hbias, &dA, &dB, &dC, &dbias);
  const char* names[6] = {"32x32x8/2x2", "64x64x8/4x4", "128x64x8/8x4", "64x128x8/4x8", "128x128x8/8x8",
                          "128x128x16/8x8"};
  float times[6];
  times[0] = time_config<32, 32, 8, 2, 2>(s, dA, dB, dC, 3);
  times[1] = time_config<64, 64, 8, 4, 4>(s, dA, dB, dC, 3);
  times[2] = time_config<128, 64, 8, 8, 4>(s, dA, dB, dC, 3);
  times[3] = time_config<64, 128, 8, 4, 8>(s, dA, dB, dC, 3);
  times[4] = time_config<128, 128, 8, 8, 8>(s, dA, dB, dC, 3);
  times[5] = time_config<128, 128, 16, 8, 8>(s, dA, dB, dC, 3);
  int best = 0;
  for (int c = 1; c < 6; ++c)
    if (times[c] < times[best])
      best = c;
  printf("  autotune %5d x %5d x %5d:", m, n, k);
  for (int c = 0; c < 6; ++c)
    printf(" %s %.3fms%s", names[c], times[c], c == best ? "*" : "");
  printf("\n");
  free_problem<float, float>(hA, hB, hC, hbias, dA, dB, dC, dbias);
}

// Mixed-precision solve: factor A in float (blocked LU), solve, then refine the solution with
// residuals computed in double until it is accurate to double precision.
void test_iterative_refinement(int n) {
  constexpr int kNB = 32;
  long count = (long)n * n;
  float* Af = host_alloc<float>(count);
  fill(Af, count, 1801u);
  for (int i = 0; i < n; ++i)
    Af[(long)i * n + i] += (float)n;
  double* Ad = host_alloc<double>(count);
  for (long i = 0; i < count; ++i)
    Ad[i] = (double)Af[i];
  double* x_true = host_alloc<double>(n);
  double* b = host_alloc<double>(n);
  for (int i = 0; i < n; ++i)
    x_true[i] = 1.0 + 0.001 * i;
  for (int i = 0; i < n; ++i) {
    double s = 0.0;
    for (int j = 0; j < n; ++j)
      s += Ad[(long)i * n + j] * x_true[j];
    b[i] = s;
  }
  float* dLU = device_copy(Af, count);
  double* dA = device_copy(Ad, count);
  double* db = device_copy(b, n);
  double *dx, *dr;
  CHECK(cudaMalloc((void**)&dx, n * sizeof(double)));
  CHECK(cudaMalloc((void**)&dr, n * sizeof(double)));
  for (int k = 0; k < n; k += kNB) {
    lu_panel<kNB><<<1, 256>>>(dLU, n, n, k);
    int rest = n - k - kNB;
    if (rest <= 0)
      continue;
    lu_trsm_row_panel<kNB><<<(unsigned)(rest + 127) / 128, 128>>>(dLU, n, n, k);
    GemmShape s = {rest, rest, kNB, n, n, n};
    dim3 grid = {(unsigned)(rest + 63) / 64, (unsigned)(rest + 63) / 64, 1};
    gemm_tiled<float, float, 64, 64, 8, 4, 4, false, false, kLinear><<<grid, 256>>>(
        s, -1.0f, dLU + (long)(k + kNB) * n + k, dLU + (long)k * n + k + kNB, 1.0f,
        dLU + (long)(k + kNB) * n + k + kNB, nullptr);
  }
  // x0 = U^-1 L^-1 b
  CHECK(cudaMemcpy(dx, db, n * sizeof(double), cudaMemcpyDeviceToDevice));
  solve_lower_unit<256><<<1, 256>>>(dLU, n, n, dx);
  solve_upper<256><<<1, 256>>>(dLU, n, n, dx);
  double* x = host_alloc<double>(n);
  double first_err = 0.0, err = 0.0;
  int steps = 0;
  for (; steps < 10; ++steps) {
    download(x, dx, n);
    err = 0.0;
    for (int i = 0; i < n; ++i)
      err = fmax(err, fabs(x[i] - x_true[i]) / fabs(x_true[i]));
    if (steps == 0)
      first_err = err;
    if (err < 1e-12)
      break;
    residual_kernel<<<(unsigned)((n * 32L + 255) / 256), 256>>>(n, dA, dx, db, dr);
    solve_lower_unit<256><<<1, 256>>>(dLU, n, n, dr);
    solve_upper<256><<<1, 256>>>(dLU, n, n, dr);
    add_correction<<<(n + 255) / 256, 256>>>(n, dr, dx);
  }
  CHECK(cudaGetLastError());
  bool ok = err < 1e-12;
  printf("  %-52s n=%5d  float solve err %.1e -> %.1e after %d refinements %s\n",
         "mixed-precision iterative refinement", n, first_err, err, steps, ok ? "ok" : "BAD");
  if (ok)
    g_tally.passed++;
  else
    g_tally.failed++;
  free(Af);
  free(Ad);
  free(x_true);
  free(b);
  free(x);
  CHECK(cudaFree(dLU));
  CHECK(cudaFree(dA));
  CHECK(cudaFree(db));
  CHECK(cudaFree(dx));
  CHECK(cudaFree(dr));
}

// A linear layer's forward (Y = X W^T + bias, ReLU) and the bias gradient of an upstream
// gradient G (column sums), both against the host.
void test_linear_layer(int batch, int in_features, int out_features) {
  GemmShape s = make_shape(batch, out_features, in_features, false, true);
  float *hX, *hW, *hY, *hbias, *dX, *dW, *dY, *dbias;
  make_problem<float, float>(s, 1901u, &hX, &hW, &hY, &hbias, &dX, &dW, &dY, &dbias);
  double* want = host_alloc<double>((long)batch * out_features);
  reference_gemm<float, float>(s, false, true, kBiasRelu, 1.0, 0.0, hX, hW, hY, hbias, want);
  dim3 grid = {(unsigned)(out_features + 63) / 64, (unsigned)(batch + 127) / 128, 1};
  Timer t;
  t.begin();
  gemm_tiled<float, float, 128, 64, 8, 8, 4, false, true, kBiasRelu><<<grid, 256>>>(s, 1.0f, dX, dW, 0.0f, dY,
                                                                                    dbias);
  CHECK(cudaGetLastError());
  float ms = t.end();
  download(hY, dY, (long)batch * out_features);
  record("linear layer forward (X W^T + b, relu)", batch, out_features, in_features, ms, 1.0,
         max_error(hY, want, batch, out_features, out_features), tolerance(0.0f, in_features));
  // Bias gradient of G = Y (any matrix will do).
  float* ddb;
  CHECK(cudaMalloc((void**)&ddb, out_features * sizeof(float)));
  CHECK(cudaMemset(ddb, 0, out_features * sizeof(float)));
  dim3 cgrid = {(unsigned)(out_features + 127) / 128, (unsigned)(batch + 63) / 64, 1};
  column_sums<64><<<cgrid, 128>>>(batch, out_features, dY, ddb);
  CHECK(cudaGetLastError());
  float* grad = host_alloc<float>(out_features);
  download(grad, ddb, out_features);
  double worst = 0.0;
  for (int c = 0; c < out_features; ++c) {
    double s2 = 0.0;
    for (int r = 0; r < batch; ++r)
      s2 += hY[(long)r * out_features + c];
    worst = fmax(worst, fabs(grad[c] - s2) / (1.0 + fabs(s2)));
  }
  record("bias gradient (column sums)", batch, out_features, 1, 0.0f, 0.5, worst, 1e-5);
  free(want);
  free(grad);
  CHECK(cudaFree(ddb));
  free_problem<float, float>(hX, hW, hY, hbias, dX, dW, dY, dbias);
}

void factorizations_and_convolutions(bool quick) {
  printf("LU, convolution, autotuning\n");
  test_lu(256);
  if (!quick)
    test_lu(1000);
  test_iterative_refinement(512);
  test_linear_layer(256, 512, 384);
  test_linear_layer(1000, 100, 10);
  ConvShape c1 = {2, 16, 32, 32, 32, 3, 3, 1, 1};
  ConvShape c2 = {1, 3, 64, 48, 16, 5, 5, 2, 2};
  ConvShape c3 = {4, 8, 15, 17, 24, 1, 1, 1, 0};
  ConvShape c4 = {1, 32, 14, 14, 64, 3, 3, 2, 0};
  test_convolution(c1, "conv 3x3 s1 p1");
  test_convolution(c2, "conv 5x5 s2 p2");
  test_convolution(c3, "conv 1x1");
  test_convolution(c4, "conv 3x3 s2 p0");
  autotune(1024, 1024, 1024);
  if (!quick) {
    autotune(4096, 256, 512);
    autotune(96, 4096, 2048);
  }
}

// ---- the configuration table ---------------------------------------------------------------------

void float_tiles() {
  printf("float, register-blocked tiles (BMxBNxBK / TMxTN)\n");
  test_tiled<float, float, 32, 32, 8, 2, 2, false, false, kLinear>("tiled 32x32x8 / 2x2", 256, 256, 256, 1.0f, 0.0f);
  test_tiled<float, float, 64, 64, 8, 4, 4, false, false, kLinear>("tiled 64x64x8 / 4x4", 512, 512, 512, 1.0f, 0.0f);
  test_tiled<float, float, 64, 64, 16, 4, 4, false, false, kLinear>("tiled 64x64x16 / 4x4", 512, 512, 512, 1.0f,
                                                                    0.0f);
  test_tiled<float, float, 128, 64, 8, 8, 4, false, false, kLinear>("tiled 128x64x8 / 8x4", 1024, 512, 768, 1.0f,
                                                                    0.0f);
  test_tiled<float, float, 64, 128, 8, 4, 8, false, false, kLinear>("tiled 64x128x8 / 4x8", 512, 1024, 768, 1.0f,
                                                                    0.0f);
  test_tiled<float, float, 128, 128, 8, 8, 8, false, false, kLinear>("tiled 128x128x8 / 8x8", 1024, 1024, 1024,
                                                                     1.0f, 0.0f);
  test_tiled<float, float, 128, 128, 16, 8, 8, false, false, kLinear>("tiled 128x128x16 / 8x8", 1024, 1024, 1024,
                                                                      1.0f, 0.0f);
  test_tiled<float, float, 64, 32, 16, 4, 2, false, false, kLinear>("tiled 64x32x16 / 4x2", 300, 200, 100, 1.0f,
                                                                    0.0f);
  test_tiled<float, float, 32, 64, 8, 2, 4, false, false, kLinear>("tiled 32x64x8 / 2x4", 333, 555, 77, 1.0f, 0.0f);
  test_tiled<float, float, 64, 64, 8, 4, 4, false, false, kLinear>("tiled 64x64x8 / 4x4, ragged", 1, 1000, 3, 1.0f,
                                                                   0.0f);
  test_tiled<float, float, 64, 64, 8, 4, 4, false, false, kLinear>("tiled 64x64x8 / 4x4, alpha beta", 257, 129,
                                                                   65, -0.75f, 0.5f);
}

void float_transposes() {
  printf("float, transposed operands (64x64x8 / 4x4)\n");
  test_tiled<float, float, 64, 64, 8, 4, 4, false, true, kLinear>("tiled NT", 384, 256, 320, 1.0f, 1.0f);
  test_tiled<float, float, 64, 64, 8, 4, 4, true, false, kLinear>("tiled TN", 384, 256, 320, 1.0f, 1.0f);
  test_tiled<float, float, 64, 64, 8, 4, 4, true, true, kLinear>("tiled TT", 384, 256, 320, 1.0f, 1.0f);
  test_tiled<float, float, 128, 64, 8, 8, 4, false, true, kLinear>("tiled NT 128x64", 500, 300, 200, 2.0f, 0.0f);
  test_tiled<float, float, 128, 64, 8, 8, 4, true, false, kLinear>("tiled TN 128x64", 500, 300, 200, 2.0f, 0.0f);
  test_tiled<float, float, 128, 64, 8, 8, 4, true, true, kLinear>("tiled TT 128x64", 500, 300, 200, 2.0f, 0.0f);
}

void float_epilogues() {
  printf("float, fused epilogues\n");
  test_tiled<float, float, 64, 64, 8, 4, 4, false, false, kBiasRelu>("bias + relu 64x64", 512, 256, 128, 1.0f,
                                                                     0.0f);
  test_tiled<float, float, 64, 64, 8, 4, 4, false, false, kBiasGelu>("bias + gelu 64x64", 512, 256, 128, 1.0f,
                                                                     0.0f);
  test_tiled<float, float, 128, 128, 8, 8, 8, false, true, kBiasRelu>("bias + relu 128x128 NT", 768, 768, 256,
                                                                      0.5f, 0.5f);
  test_tiled<float, float, 128, 128, 8, 8, 8, false, true, kBiasGelu>("bias + gelu 128x128 NT", 768, 768, 256,
                                                                      0.5f, 0.5f);
}

void double_tiles() {
  printf("double\n");
  test_naive<double>(200, 300, 100);
  test_square<double, 8>("square 8x8", 256, 256, 256);
  test_square<double, 16>("square 16x16", 256, 256, 256);
  test_tiled<double, double, 32, 32, 8, 2, 2, false, false, kLinear>("tiled 32x32x8 / 2x2", 256, 256, 256, 1.0,
                                                                     0.0);
  test_tiled<double, double, 64, 64, 8, 4, 4, false, false, kLinear>("tiled 64x64x8 / 4x4", 512, 512, 256, 1.0,
                                                                     0.0);
  test_tiled<double, double, 64, 64, 8, 4, 4, true, true, kLinear>("tiled 64x64x8 / 4x4 TT", 300, 200, 100, 1.0,
                                                                   -1.0);
  test_tiled<double, double, 64, 32, 8, 4, 2, false, false, kBiasGelu>("bias + gelu 64x32", 256, 128, 64, 1.0,
                                                                       0.0);
  test_double_buffered<double, 64, 64, 8, 4, 4>("double buffered 64x64x8", 512, 512, 256);
  test_batched<double, 32, 32, 8, 2, 2>("batched x16, 32x32x8", 64, 64, 64, 16);
  test_gemv<double>("gemv", 2048, 1536);
  test_syrk<double, 16>("syrk lower 16", 384, 128);
  test_transpose<double, 32>("transpose 32", 1000, 777);
}

void integer_tiles() {
  printf("8-bit integers, int accumulation\n");
  test_tiled<signed char, int, 64, 64, 8, 4, 4, false, false, kLinear>("s8 tiled 64x64x8", 256, 256, 512, 1, 0);
  test_tiled<signed char, int, 64, 64, 16, 4, 4, false, true, kLinear>("s8 tiled 64x64x16 NT", 256, 256, 512, 1, 0);
  test_tiled<signed char, int, 128, 64, 8, 8, 4, false, false, kBiasRelu>("s8 bias + relu 128x64", 512, 256, 256, 2,
                                                                          1);
  test_tiled<int, int, 32, 32, 8, 2, 2, false, false, kLinear>("int tiled 32x32x8", 200, 200, 200, 3, -2);
  test_s8_packed<16>("s8 packed 16x16 (4 per word)", 256, 256, 512);
  test_s8_packed<32>("s8 packed 32x32 (4 per word)", 300, 200, 128);
}

void other_float() {
  printf("float, other kernels\n");
  test_naive<float>(333, 444, 222);
  test_square<float, 8>("square 8x8", 512, 512, 512);
  test_square<float, 16>("square 16x16", 512, 512, 512);
  test_square<float, 32>("square 32x32", 512, 512, 512);
  test_square<float, 16>("square 16x16, ragged", 100, 1000, 10);
  test_double_buffered<float, 64, 64, 8, 4, 4>("double buffered 64x64x8", 1024, 1024, 512);
  test_double_buffered<float, 128, 128, 8, 8, 8>("double buffered 128x128x8", 1024, 1024, 1024);
  test_double_buffered<float, 128, 64, 16, 8, 4>("double buffered 128x64x16", 700, 500, 300);
  test_vec4(1024, 1024, 1024);
  test_vec4(500, 300, 200);
  test_split_k<64, 64, 8, 4, 4>("split-k x8, 64x64x8", 128, 128, 8192, 8);
  test_split_k<32, 32, 8, 2, 2>("split-k x4, 32x32x8", 100, 90, 2000, 4);
  test_batched<float, 64, 64, 8, 4, 4>("batched x32, 64x64x8", 128, 128, 128, 32);
  test_batched<float, 32, 32, 8, 2, 2>("batched x100, 32x32x8", 24, 40, 56, 100);
  test_gemv<float>("gemv", 4096, 4096);
  test_gemv<float>("gemv, short rows", 30000, 20);
  test_syrk<float, 16>("syrk lower 16", 512, 256);
  test_syrk<float, 32>("syrk lower 32", 500, 100);
  test_transpose<float, 32>("transpose 32", 2048, 2048);
  test_transpose<float, 16>("transpose 16", 1000, 3000);
  test_transpose<int, 32>("transpose 32 (int)", 513, 257);
  test_cgemm<16, false>("complex 16x16", 256, 256, 256);
  test_cgemm<16, true>("complex 16x16, A^H", 256, 192, 128);
  test_cgemm<8, false>("complex 8x8", 100, 60, 40);
  test_row_statistics(512, 384, 256);
}

void auto_tiles(int arch) {
  int bm = 0, bn = 0;
  auto_tile(arch, &bm, &bn);
  printf("per-target tile (sm_%d+ code: %dx%d)\n", arch, bm, bn);
  test_auto<float, false, false>("auto NN", 1024, 1024, 1024, arch);
  test_auto<float, false, true>("auto NT", 1024, 768, 512, arch);
  test_auto<float, true, false>("auto TN", 640, 1024, 512, arch);
  test_auto<float, true, true>("auto TT", 333, 777, 111, arch);
  test_auto<double, false, false>("auto NN (double)", 512, 512, 512, arch);
  test_auto<double, true, true>("auto TT (double)", 200, 300, 400, arch);
}

// Awkward shapes (1, primes, one past a tile) through three tile configurations and all four
// transposition cases of one of them.
void edge_shapes() {
  printf("edge shapes\n");
  int dims[6] = {1, 7, 31, 65, 129, 257};
  char name[64];
  for (int a = 0; a < 6; ++a) {
    int m = dims[a];
    int n = dims[(a + 2) % 6];
    int k = dims[(a + 4) % 6];
    snprintf(name, sizeof(name), "edge 32x32x8 (%d,%d,%d)", m, n, k);
    test_tiled<float, float, 32, 32, 8, 2, 2, false, false, kLinear>(name, m, n, k, 1.0f, 0.5f);
    snprintf(name, sizeof(name), "edge 128x64x8 (%d,%d,%d)", m, n, k);
    test_tiled<float, float, 128, 64, 8, 8, 4, false, false, kLinear>(name, m, n, k, 1.0f, 0.5f);
    snprintf(name, sizeof(name), "edge 64x64x16 TT (%d,%d,%d)", m, n, k);
    test_tiled<float, float, 64, 64, 16, 4, 4, true, true, kLinear>(name, m, n, k, -1.0f, 1.0f);
  }
  test_square<float, 16>("edge square 16 (1,1,1)", 1, 1, 1);
  test_vec4(4, 4, 4);
  test_gemv<float>("edge gemv (1 x 1)", 1, 1);
}

int main(int argc, char** argv) {
  int arch = device_arch();
  bool quick = argc > 1 && strcmp(argv[1], "--quick") == 0;
  printf("gemm test bench, device code for sm_%d+%s\n", arch, quick ? " (quick)" : "");
  float_tiles();
  float_transposes();
  float_epilogues();
  if (!quick) {
    double_tiles();
    integer_tiles();
    other_float();
  }
  auto_tiles(arch);
  factorizations_and_convolutions(quick);
  edge_shapes();
  printf("%d passed, %d failed; best %.1f GFLOP/s: %s\n", g_tally.passed, g_tally.failed, g_tally.best_gflops,
         g_tally.best_name);
  bool ok = g_tally.failed == 0;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
