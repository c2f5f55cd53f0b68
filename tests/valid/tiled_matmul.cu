// Exercises: tiled matrix multiply with two-dimensional __shared__ arrays sized by a
// constexpr, 2D dim3 grids and blocks (x and y components), a struct passed to a kernel
// by value with a const member function, static_assert on the tile configuration,
// nested for loops with compound assignment, a typedef alias, and a host reference
// implementation that takes references and pointers to const.
//
// RUN: %circlec -fsyntax-only %s
// RUN: %circlec --dump-ast %s | FileCheck %s
// CHECK-DAG: MatrixView
// CHECK-DAG: matmulTiled
// CHECK-DAG: matmulReference

#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>
#include <cmath>

typedef float real_t;
constexpr int TILE = 16;
static_assert(TILE * TILE <= 1024, "a block has at most 1024 threads");
static_assert((TILE & (TILE - 1)) == 0, "TILE must be a power of two");

struct MatrixView {
  int rows;
  int cols;
  int stride;
  real_t* data;

  real_t at(int r, int c) const { return data[r * stride + c]; }
  real_t* row(int r) const { return data + r * stride; }
  bool inside(int r, int c) const { return r < rows && c < cols; }
};
static_assert(sizeof(MatrixView) == 24, "three ints, padding, one pointer");

__global__ void matmulTiled(MatrixView a, MatrixView b, MatrixView c) {
  __shared__ real_t tileA[TILE][TILE];
  __shared__ real_t tileB[TILE][TILE];

  int tx = threadIdx.x;
  int ty = threadIdx.y;
  int row = blockIdx.y * TILE + ty;
  int col = blockIdx.x * TILE + tx;
  real_t acc = 0;

  int tiles = (a.cols + TILE - 1) / TILE;
  for (int t = 0; t < tiles; ++t) {
    int ac = t * TILE + tx;
    int br = t * TILE + ty;
    tileA[ty][tx] = a.inside(row, ac) ? a.at(row, ac) : real_t(0);
    tileB[ty][tx] = b.inside(br, col) ? b.at(br, col) : real_t(0);
    __syncthreads();

    for (int k = 0; k < TILE; ++k)
      acc += tileA[ty][k] * tileB[k][tx];
    __syncthreads();
  }

  if (c.inside(row, col))
    c.row(row)[col] = acc;
}

void matmulReference(const MatrixView& a, const MatrixView& b, MatrixView& c) {
  for (int i = 0; i < c.rows; ++i)
    for (int j = 0; j < c.cols; ++j) {
      double sum = 0.0;
      for (int k = 0; k < a.cols; ++k)
        sum += (double)a.at(i, k) * b.at(k, j);
      c.row(i)[j] = (real_t)sum;
    }
}

MatrixView makeHost(int rows, int cols) {
  MatrixView m = {rows, cols, cols, nullptr};
  m.data = (real_t*)malloc(sizeof(real_t) * rows * cols);
  return m;
}

int main() {
  const int M = 300, K = 200, N = 150;
  MatrixView a = makeHost(M, K), b = makeHost(K, N), c = makeHost(M, N), ref = makeHost(M, N);
  for (int i = 0; i < M * K; ++i) a.data[i] = (real_t)(i % 7) - 3;
  for (int i = 0; i < K * N; ++i) b.data[i] = (real_t)(i % 5) * 0.5f;

  MatrixView da = a, db = b, dc = c;
  cudaMalloc((void**)&da.data, sizeof(real_t) * M * K);
  cudaMalloc((void**)&db.data, sizeof(real_t) * K * N);
  cudaMalloc((void**)&dc.data, sizeof(real_t) * M * N);
  cudaMemcpy(da.data, a.data, sizeof(real_t) * M * K, cudaMemcpyHostToDevice);
  cudaMemcpy(db.data, b.data, sizeof(real_t) * K * N, cudaMemcpyHostToDevice);

  dim3 block = {TILE, TILE, 1};
  dim3 grid = {(N + TILE - 1) / TILE, (M + TILE - 1) / TILE, 1};
  matmulTiled<<<grid, block>>>(da, db, dc);
  cudaDeviceSynchronize();
  cudaMemcpy(c.data, dc.data, sizeof(real_t) * M * N, cudaMemcpyDeviceToHost);

  matmulReference(a, b, ref);
  int bad = 0;
  for (int i = 0; i < M * N; ++i)
    if (fabsf(c.data[i] - ref.data[i]) > 1e-3f)
      ++bad;
  printf("matmul %dx%dx%d: %d bad\n", M, K, N, bad);

  cudaFree(da.data);
  cudaFree(db.data);
  cudaFree(dc.data);
  free(a.data);
  free(b.data);
  free(c.data);
  free(ref.data);
  return bad != 0;
}
