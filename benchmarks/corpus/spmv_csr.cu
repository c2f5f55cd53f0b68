// spmv_csr.cu: a sparse matrix-vector product suite on CSR matrices, and a CG solver on top.
//
// Kernels: scalar CSR (one thread per row), vector CSR (a group of 2 to 32 lanes per row,
// reducing with shuffles; a function template over the element type and the group width,
// instantiated for float and double and five widths), a CSR-stream kernel that stages the
// values of a block of short rows in shared memory, a COO kernel with atomics, and a CSR to
// ELL conversion with an ELL kernel. `@codegen if` picks read-only (`__ldg`) loads of the
// vector on targets that have them in the fast path. A conjugate-gradient solver built from the
// SpMV, dot products (block reduce + atomicAdd) and axpy kernels solves a 2D Poisson problem.
// The host checks every kernel against a reference product, and the solver's residual.
//
// Benchmark corpus program (issue 7). Language: the circlec issue-2 subset.

#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <cstring>

namespace sparse {

constexpr unsigned kFull = 0xffffffffu;
constexpr int kBlock = 256;
constexpr int kStreamRows = 64;       // rows per CSR-stream block
constexpr int kStreamNnz = 1024;      // shared-memory values per CSR-stream block

struct CsrView {
  int rows;
  int cols;
  int nnz;
  const int* row_ptr;
  const int* col_idx;
};

struct EllView {
  int rows;
  int width;        // entries per row (padded)
  const int* col;   // column-major: col[k * rows + r]
};

template <typename T>
__device__ T load_x(const T* x, int c) {
  @codegen if (__nvvm_arch >= 35) {
    return __ldg(x + c);
  } else {
    return x[c];
  }
}

// ---- CSR kernels --------------------------------------------------------------------------------

template <typename T>
__global__ void spmv_scalar(CsrView a, const T* __restrict__ val, const T* __restrict__ x, T* __restrict__ y,
                            T alpha, T beta) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r >= a.rows)
    return;
  T sum = 0;
  for (int k = a.row_ptr[r]; k < a.row_ptr[r + 1]; ++k)
    sum += val[k] * load_x(x, a.col_idx[k]);
  y[r] = alpha * sum + (beta == (T)0 ? (T)0 : beta * y[r]);
}

template <typename T, int GROUP>
__device__ T group_reduce(T v) {
  for (int off = GROUP / 2; off > 0; off >>= 1)
    v += __shfl_down_sync(kFull, v, off, GROUP);
  return v;
}

template <typename T, int GROUP>
__global__ void spmv_vector(CsrView a, const T* __restrict__ val, const T* __restrict__ x, T* __restrict__ y,
                            T alpha, T beta) {
  static_assert(GROUP >= 2 && GROUP <= 32 && (GROUP & (GROUP - 1)) == 0, "group is a power of two");
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  int r = t / GROUP;
  int lane = t & (GROUP - 1);
  T sum = 0;
  if (r < a.rows) {
    int begin = a.row_ptr[r];
    int end = a.row_ptr[r + 1];
    for (int k = begin + lane; k < end; k += GROUP)
      sum += val[k] * load_x(x, a.col_idx[k]);
  }
  sum = group_reduce<T, GROUP>(sum);
  if (lane == 0 && r < a.rows)
    y[r] = alpha * sum + (beta == (T)0 ? (T)0 : beta * y[r]);
}

// CSR-stream: block b handles rows [row_block[b], row_block[b + 1]), whose entries fit in
// kStreamNnz; the products are staged in shared memory, then each thread sums its row(s).
template <typename T>
__global__ void spmv_stream(CsrView a, const int* __restrict__ row_block, const T* __restrict__ val,
                            const T* __restrict__ x, T* __restrict__ y) {
  __shared__ T products[kStreamNnz];
  int first = row_block[blockIdx.x];
  int last = row_block[blockIdx.x + 1];
  int k0 = a.row_ptr[first];
  int k1 = a.row_ptr[last];
  for (int k = k0 + threadIdx.x; k < k1; k += blockDim.x)
    products[k - k0] = val[k] * load_x(x, a.col_idx[k]);
  __syncthreads();
  for (int r = first + threadIdx.x; r < last; r += blockDim.x) {
    T sum = 0;
    for (int k = a.row_ptr[r]; k < a.row_ptr[r + 1]; ++k)
      sum += products[k - k0];
    y[r] = sum;
  }
}

// ---- COO and ELL --------------------------------------------------------------------------------

__global__ void csr_to_coo_rows(CsrView a, int* __restrict__ row_of) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r >= a.rows)
    return;
  for (int k = a.row_ptr[r]; k < a.row_ptr[r + 1]; ++k)
    row_of[k] = r;
}

__global__ void spmv_coo(int nnz, const int* __restrict__ row_of, const int* __restrict__ col,
                         const float* __restrict__ val, const float* __restrict__ x, float* y) {
  for (int k = blockIdx.x * blockDim.x + threadIdx.x; k < nnz; k += gridDim.x * blockDim.x)
    atomicAdd(&y[row_of[k]], val[k] * x[col[k]]);
}

__global__ void row_lengths(CsrView a, int* max_len) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  int len = r < a.rows ? a.row_ptr[r + 1] - a.row_ptr[r] : 0;
  for (int off = 16; off > 0; off >>= 1) {
    int other = __shfl_xor_sync(kFull, len, off);
    len = other > len ? other : len;
  }
  if ((threadIdx.x & 31) == 0)
    atomicMax(max_len, len);
}

template <typename T>
__global__ void csr_to_ell(CsrView a, const T* __restrict__ val, int width, int* __restrict__ ell_col,
                           T* __restrict__ ell_val) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r >= a.rows)
    return;
  int begin = a.row_ptr[r];
  int len = a.row_ptr[r + 1] - begin;
  for (int k = 0; k < width; ++k) {
    bool real = k < len;
    ell_col[k * a.rows + r] = real ? a.col_idx[begin + k] : 0;
    ell_val[k * a.rows + r] = real ? val[begin + k] : (T)0;
  }
}

template <typename T>
__global__ void spmv_ell(EllView e, const T* __restrict__ val, const T* __restrict__ x, T* __restrict__ y) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r >= e.rows)
    return;
  T sum = 0;
  for (int k = 0; k < e.width; ++k)
    sum += val[k * e.rows + r] * load_x(x, e.col[k * e.rows + r]);
  y[r] = sum;
}

// Transposed product y = A^T x by scattering each row's contributions with atomics (a
// thread per row), as used for the adjoint in least-squares solvers.
__global__ void spmv_transpose_scatter(CsrView a, const float* __restrict__ val, const float* __restrict__ x,
                                       float* __restrict__ y) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r >= a.rows)
    return;
  float xr = x[r];
  if (xr == 0.0f)
    return;
  for (int k = a.row_ptr[r]; k < a.row_ptr[r + 1]; ++k)
    atomicAdd(&y[a.col_idx[k]], val[k] * xr);
}

// ---- vector kernels for CG ---------------------------------------------------------------------

template <typename T>
__device__ T warp_sum(T v) {
  for (int off = 16; off > 0; off >>= 1)
    v += __shfl_xor_sync(kFull, v, off);
  return v;
}

__global__ void dot_kernel(const float* __restrict__ a, const float* __restrict__ b, int n, float* out) {
  __shared__ float partial[kBlock / 32];
  float s = 0.0f;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    s += a[i] * b[i];
  s = warp_sum(s);
  int lane = threadIdx.x & 31;
  int warp = threadIdx.x >> 5;
  if (lane == 0)
    partial[warp] = s;
  __syncthreads();
  if (warp == 0) {
    s = lane < kBlock / 32 ? partial[lane] : 0.0f;
    s = warp_sum(s);
    if (lane == 0)
      atomicAdd(out, s);
  }
}

// y = a * x + y, with a = num / den read on the device (no round trip for the scalar).
__global__ void axpy_ratio(int n, const float* num, const float* den, float sign, const float* __restrict__ x,
                           float* __restrict__ y) {
  float a = sign * (*num / *den);
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    y[i] += a * x[i];
}

// p = r + (rr_new / rr_old) * p
__global__ void update_direction(int n, const float* rr_new, const float* rr_old, const float* __restrict__ r,
                                 float* __restrict__ p) {
  float beta = *rr_new / *rr_old;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    p[i] = r[i] + beta * p[i];
}

}  // namespace sparse

// ---- host code: matrices, drivers and checks ---------------------------------------------------

using namespace sparse;

#define CHECK(call)                                                                      \
  do {                                                                                   \
    cudaError_t err_ = (call);                                                           \
    if (err_ != cudaSuccess) {                                                           \
      printf("CUDA error %s at %s:%d\n", cudaGetErrorString(err_), __FILE__, __LINE__); \
      exit(1);                                                                           \
    }                                                                                    \
  } while (0)

struct HostCsr {
  int rows;
  int cols;
  int nnz;
  int* row_ptr;
  int* col_idx;
  double* val;
};

void free_csr(HostCsr& m) {
  free(m.row_ptr);
  free(m.col_idx);
  free(m.val);
}

// The 5-point Laplacian of an n x n grid (symmetric positive definite).
HostCsr laplacian_2d(int n) {
  HostCsr m;
  m.rows = m.cols = n * n;
  m.row_ptr = (int*)malloc((m.rows + 1) * sizeof(int));
  m.col_idx = (int*)malloc(5 * m.rows * sizeof(int));
  m.val = (double*)malloc(5 * m.rows * sizeof(double));
  int k = 0;
  for (int j = 0; j < n; ++j) {
    for (int i = 0; i < n; ++i) {
      int r = j * n + i;
      m.row_ptr[r] = k;
      if (j > 0) { m.col_idx[k] = r - n; m.val[k++] = -1.0; }
      if (i > 0) { m.col_idx[k] = r - 1; m.val[k++] = -1.0; }
      m.col_idx[k] = r;
      m.val[k++] = 4.0;
      if (i < n - 1) { m.col_idx[k] = r + 1; m.val[k++] = -1.0; }
      if (j < n - 1) { m.col_idx[k] = r + n; m.val[k++] = -1.0; }
    }
  }
  m.row_ptr[m.rows] = k;
  m.nnz = k;
  return m;
}

// Random rows with a power-law-ish length distribution (a few long rows, many short ones).
HostCsr random_skewed(int rows, int cols, unsigned seed) {
  HostCsr m;
  m.rows = rows;
  m.cols = cols;
  m.row_ptr = (int*)malloc((rows + 1) * sizeof(int));
  unsigned s = seed;
  int total = 0;
  for (int r = 0; r < rows; ++r) {
    s = s * 1664525u + 1013904223u;
    int len = 1 + (int)((s >> 16) % 8);
    if (r % 97 == 0)
      len += 200 + (int)((s >> 8) % 300);
    if (len > cols)
      len = cols;
    m.row_ptr[r] = total;
    total += len;
  }
  m.row_ptr[rows] = total;
  m.nnz = total;
  m.col_idx = (int*)malloc(total * sizeof(int));
  m.val = (double*)malloc(total * sizeof(double));
  for (int r = 0; r < rows; ++r) {
    int len = m.row_ptr[r + 1] - m.row_ptr[r];
    int stride = cols / len;
    s = s * 1664525u + 1013904223u;
    int start = (int)(s % (unsigned)(stride > 0 ? stride : 1));
    for (int k = 0; k < len; ++k) {
      m.col_idx[m.row_ptr[r] + k] = (start + k * stride) % cols;
      s = s * 1664525u + 1013904223u;
      m.val[m.row_ptr[r] + k] = ((int)(s >> 20) % 200 - 100) / 64.0;
    }
  }
  return m;
}

void host_spmv(const HostCsr& m, const double* x, double* y) {
  for (int r = 0; r < m.rows; ++r) {
    double s = 0.0;
    for (int k = m.row_ptr[r]; k < m.row_ptr[r + 1]; ++k)
      s += m.val[k] * x[m.col_idx[k]];
    y[r] = s;
  }
}

// Splits the rows into blocks of at most kStreamRows rows and kStreamNnz entries. Rows longer
// than kStreamNnz make the split fail (returns -1), and the caller skips CSR-stream.
int make_row_blocks(const HostCsr& m, int* blocks) {
  int count = 0;
  blocks[0] = 0;
  int r = 0;
  while (r < m.rows) {
    int first = r;
    while (r < m.rows && r - first < kStreamRows && m.row_ptr[r + 1] - m.row_ptr[first] <= kStreamNnz)
      ++r;
    if (r == first)
      return -1;
    blocks[++count] = r;
  }
  return count;
}

struct DeviceCsr {
  CsrView view;
  int* row_ptr;
  int* col_idx;
  float* val_f;
  double* val_d;
};

DeviceCsr upload(const HostCsr& m) {
  DeviceCsr d;
  CHECK(cudaMalloc((void**)&d.row_ptr, (m.rows + 1) * sizeof(int)));
  CHECK(cudaMalloc((void**)&d.col_idx, m.nnz * sizeof(int)));
  CHECK(cudaMalloc((void**)&d.val_f, m.nnz * sizeof(float)));
  CHECK(cudaMalloc((void**)&d.val_d, m.nnz * sizeof(double)));
  CHECK(cudaMemcpy(d.row_ptr, m.row_ptr, (m.rows + 1) * sizeof(int), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(d.col_idx, m.col_idx, m.nnz * sizeof(int), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(d.val_d, m.val, m.nnz * sizeof(double), cudaMemcpyHostToDevice));
  float* vf = (float*)malloc(m.nnz * sizeof(float));
  for (int k = 0; k < m.nnz; ++k)
    vf[k] = (float)m.val[k];
  CHECK(cudaMemcpy(d.val_f, vf, m.nnz * sizeof(float), cudaMemcpyHostToDevice));
  free(vf);
  CsrView v = {m.rows, m.cols, m.nnz, d.row_ptr, d.col_idx};
  d.view = v;
  return d;
}

void release(DeviceCsr& d) {
  CHECK(cudaFree(d.row_ptr));
  CHECK(cudaFree(d.col_idx));
  CHECK(cudaFree(d.val_f));
  CHECK(cudaFree(d.val_d));
}

template <typename T>
bool compare(const char* what, const T* dev, const double* ref, int n, double tol) {
  double worst = 0.0;
  for (int i = 0; i < n; ++i) {
    double err = fabs((double)dev[i] - ref[i]) / (1.0 + fabs(ref[i]));
    if (err > worst)
      worst = err;
  }
  bool ok = worst <= tol;
  printf("  %-26s worst error %.2e %s\n", what, worst, ok ? "ok" : "BAD");
  return ok;
}

template <typename T, int GROUP>
bool run_vector(const DeviceCsr& d, const T* val, const T* d_x, T* d_y, T* h_y, const double* ref, double tol,
                const char* name) {
  unsigned blocks = (unsigned)(((long)d.view.rows * GROUP + kBlock - 1) / kBlock);
  spmv_vector<T, GROUP><<<blocks, kBlock>>>(d.view, val, d_x, d_y, (T)1, (T)0);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(h_y, d_y, d.view.rows * sizeof(T), cudaMemcpyDeviceToHost));
  return compare(name, h_y, ref, d.view.rows, tol);
}

template <typename T>
bool run_suite(const HostCsr& m, const DeviceCsr& d, const T* val, double tol, const char* type) {
  printf(" %s, %d x %d, %d nonzeros\n", type, m.rows, m.cols, m.nnz);
  double* hx = (double*)malloc(m.cols * sizeof(double));
  double* ref = (double*)malloc(m.rows * sizeof(double));
  T* tx = (T*)malloc(m.cols * sizeof(T));
  T* ty = (T*)malloc(m.rows * sizeof(T));
  for (int c = 0; c < m.cols; ++c) {
    tx[c] = (T)(((c * 37) % 101) / 50.0 - 1.0);
    hx[c] = (double)tx[c];
  }
  host_spmv(m, hx, ref);
  T *d_x, *d_y;
  CHECK(cudaMalloc((void**)&d_x, m.cols * sizeof(T)));
  CHECK(cudaMalloc((void**)&d_y, m.rows * sizeof(T)));
  CHECK(cudaMemcpy(d_x, tx, m.cols * sizeof(T), cudaMemcpyHostToDevice));
  bool ok = true;

  spmv_scalar<T><<<(m.rows + kBlock - 1) / kBlock, kBlock>>>(d.view, val, d_x, d_y, (T)1, (T)0);
  CHECK(cudaMemcpy(ty, d_y, m.rows * sizeof(T), cudaMemcpyDeviceToHost));
  ok &= compare("scalar", ty, ref, m.rows, tol);

  ok &= run_vector<T, 2>(d, val, d_x, d_y, ty, ref, tol, "vector, 2 lanes per row");
  ok &= run_vector<T, 4>(d, val, d_x, d_y, ty, ref, tol, "vector, 4 lanes per row");
  ok &= run_vector<T, 8>(d, val, d_x, d_y, ty, ref, tol, "vector, 8 lanes per row");
  ok &= run_vector<T, 16>(d, val, d_x, d_y, ty, ref, tol, "vector, 16 lanes per row");
  ok &= run_vector<T, 32>(d, val, d_x, d_y, ty, ref, tol, "vector, 32 lanes per row");

  int* blocks = (int*)malloc((m.rows + 1) * sizeof(int));
  int nblocks = make_row_blocks(m, blocks);
  if (nblocks > 0) {
    int* d_blocks;
    CHECK(cudaMalloc((void**)&d_blocks, (nblocks + 1) * sizeof(int)));
    CHECK(cudaMemcpy(d_blocks, blocks, (nblocks + 1) * sizeof(int), cudaMemcpyHostToDevice));
    spmv_stream<T><<<nblocks, kBlock>>>(d.view, d_blocks, val, d_x, d_y);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(ty, d_y, m.rows * sizeof(T), cudaMemcpyDeviceToHost));
    ok &= compare("csr-stream", ty, ref, m.rows, tol);
    CHECK(cudaFree(d_blocks));
  } else {
    printf("  %-26s skipped (a row exceeds %d entries)\n", "csr-stream", kStreamNnz);
  }
  free(blocks);

  // ELL.
  int* d_max;
  CHECK(cudaMalloc((void**)&d_max, sizeof(int)));
  CHECK(cudaMemset(d_max, 0, sizeof(int)));
  row_lengths<<<(m.rows + kBlock - 1) / kBlock, kBlock>>>(d.view, d_max);
  int width = 0;
  CHECK(cudaMemcpy(&width, d_max, sizeof(int), cudaMemcpyDeviceToHost));
  if ((long)width * m.rows <= 64l * 1024 * 1024) {
    int* ell_col;
    T* ell_val;
    CHECK(cudaMalloc((void**)&ell_col, (size_t)width * m.rows * sizeof(int)));
    CHECK(cudaMalloc((void**)&ell_val, (size_t)width * m.rows * sizeof(T)));
    csr_to_ell<T><<<(m.rows + kBlock - 1) / kBlock, kBlock>>>(d.view, val, width, ell_col, ell_val);
    EllView e = {m.rows, width, ell_col};
    spmv_ell<T><<<(m.rows + kBlock - 1) / kBlock, kBlock>>>(e, ell_val, d_x, d_y);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(ty, d_y, m.rows * sizeof(T), cudaMemcpyDeviceToHost));
    ok &= compare("ell", ty, ref, m.rows, tol);
    CHECK(cudaFree(ell_col));
    CHECK(cudaFree(ell_val));
  }
  CHECK(cudaFree(d_max));
  CHECK(cudaFree(d_x));
  CHECK(cudaFree(d_y));
  free(hx);
  free(ref);
  free(tx);
  free(ty);
  return ok;
}

bool run_coo(const HostCsr& m, const DeviceCsr& d) {
  float* hx = (float*)malloc(m.cols * sizeof(float));
  double* dx = (double*)malloc(m.cols * sizeof(double));
  double* ref = (double*)malloc(m.rows * sizeof(double));
  float* hy = (float*)malloc(m.rows * sizeof(float));
  for (int c = 0; c < m.cols; ++c) {
    hx[c] = (float)((c % 13) - 6) / 8.0f;
    dx[c] = hx[c];
  }
  host_spmv(m, dx, ref);
  int* d_rows;
  float *d_x, *d_y;
  CHECK(cudaMalloc((void**)&d_rows, m.nnz * sizeof(int)));
  CHECK(cudaMalloc((void**)&d_x, m.cols * sizeof(float)));
  CHECK(cudaMalloc((void**)&d_y, m.rows * sizeof(float)));
  CHECK(cudaMemcpy(d_x, hx, m.cols * sizeof(float), cudaMemcpyHostToDevice));
  CHECK(cudaMemset(d_y, 0, m.rows * sizeof(float)));
  csr_to_coo_rows<<<(m.rows + kBlock - 1) / kBlock, kBlock>>>(d.view, d_rows);
  spmv_coo<<<128, kBlock>>>(m.nnz, d_rows, d.col_idx, d.val_f, d_x, d_y);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(hy, d_y, m.rows * sizeof(float), cudaMemcpyDeviceToHost));
  bool ok = compare("coo (atomics)", hy, ref, m.rows, 1e-4);
  CHECK(cudaFree(d_rows));
  CHECK(cudaFree(d_x));
  CHECK(cudaFree(d_y));
  free(hx);
  free(dx);
  free(ref);
  free(hy);
  return ok;
}

// y = A^T x against the host, for a rectangular matrix.
bool run_transpose(const HostCsr& m, const DeviceCsr& d) {
  float* hx = (float*)malloc(m.rows * sizeof(float));
  double* ref = (double*)calloc(m.cols, sizeof(double));
  float* hy = (float*)malloc(m.cols * sizeof(float));
  for (int r = 0; r < m.rows; ++r)
    hx[r] = (float)((r % 7) - 3) / 4.0f;
  for (int r = 0; r < m.rows; ++r)
    for (int k = m.row_ptr[r]; k < m.row_ptr[r + 1]; ++k)
      ref[m.col_idx[k]] += (double)(float)m.val[k] * hx[r];
  float *d_x, *d_y;
  CHECK(cudaMalloc((void**)&d_x, m.rows * sizeof(float)));
  CHECK(cudaMalloc((void**)&d_y, m.cols * sizeof(float)));
  CHECK(cudaMemcpy(d_x, hx, m.rows * sizeof(float), cudaMemcpyHostToDevice));
  CHECK(cudaMemset(d_y, 0, m.cols * sizeof(float)));
  spmv_transpose_scatter<<<(m.rows + kBlock - 1) / kBlock, kBlock>>>(d.view, d.val_f, d_x, d_y);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(hy, d_y, m.cols * sizeof(float), cudaMemcpyDeviceToHost));
  bool ok = compare("transpose (scatter)", hy, ref, m.cols, 1e-4);
  CHECK(cudaFree(d_x));
  CHECK(cudaFree(d_y));
  free(hx);
  free(ref);
  free(hy);
  return ok;
}

// Solves A x = b for the 2D Laplacian with b = A * ones, so x should come out as all ones.
bool run_cg(int n, int max_iter) {
  HostCsr m = laplacian_2d(n);
  DeviceCsr d = upload(m);
  int rows = m.rows;
  double* ones = (double*)malloc(rows * sizeof(double));
  double* bd = (double*)malloc(rows * sizeof(double));
  float* hb = (float*)malloc(rows * sizeof(float));
  for (int i = 0; i < rows; ++i)
    ones[i] = 1.0;
  host_spmv(m, ones, bd);
  for (int i = 0; i < rows; ++i)
    hb[i] = (float)bd[i];
  float *x, *r, *p, *ap, *scalars;
  CHECK(cudaMalloc((void**)&x, rows * sizeof(float)));
  CHECK(cudaMalloc((void**)&r, rows * sizeof(float)));
  CHECK(cudaMalloc((void**)&p, rows * sizeof(float)));
  CHECK(cudaMalloc((void**)&ap, rows * sizeof(float)));
  CHECK(cudaMalloc((void**)&scalars, 3 * sizeof(float)));  // rr_old, pap, rr_new
  CHECK(cudaMemset(x, 0, rows * sizeof(float)));
  CHECK(cudaMemcpy(r, hb, rows * sizeof(float), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(p, hb, rows * sizeof(float), cudaMemcpyHostToDevice));
  unsigned vblocks = (unsigned)((rows * 8 + kBlock - 1) / kBlock);
  CHECK(cudaMemset(scalars, 0, 3 * sizeof(float)));
  dot_kernel<<<120, kBlock>>>(r, r, rows, scalars);
  float rr0 = 0.0f;
  CHECK(cudaMemcpy(&rr0, scalars, sizeof(float), cudaMemcpyDeviceToHost));
  int it = 0;
  float rr = rr0;
  for (; it < max_iter && rr > 1e-10f * rr0; ++it) {
    spmv_vector<float, 8><<<vblocks, kBlock>>>(d.view, d.val_f, p, ap, 1.0f, 0.0f);
    CHECK(cudaMemset(scalars + 1, 0, 2 * sizeof(float)));
    dot_kernel<<<120, kBlock>>>(p, ap, rows, scalars + 1);
    axpy_ratio<<<120, kBlock>>>(rows, scalars, scalars + 1, 1.0f, p, x);
    axpy_ratio<<<120, kBlock>>>(rows, scalars, scalars + 1, -1.0f, ap, r);
    dot_kernel<<<120, kBlock>>>(r, r, rows, scalars + 2);
    update_direction<<<120, kBlock>>>(rows, scalars + 2, scalars, r, p);
    CHECK(cudaMemcpy(scalars, scalars + 2, sizeof(float), cudaMemcpyDeviceToDevice));
    CHECK(cudaMemcpy(&rr, scalars, sizeof(float), cudaMemcpyDeviceToHost));
  }
  CHECK(cudaGetLastError());
  float* hx = (float*)malloc(rows * sizeof(float));
  CHECK(cudaMemcpy(hx, x, rows * sizeof(float), cudaMemcpyDeviceToHost));
  double worst = 0.0;
  for (int i = 0; i < rows; ++i)
    worst = fmax(worst, fabs(hx[i] - 1.0));
  bool ok = worst < 1e-3;
  printf(" CG on %dx%d Poisson: %d iterations, |r|/|r0| = %.2e, max|x - 1| = %.2e %s\n", n, n, it,
         sqrt(rr / rr0), worst, ok ? "ok" : "BAD");
  CHECK(cudaFree(x));
  CHECK(cudaFree(r));
  CHECK(cudaFree(p));
  CHECK(cudaFree(ap));
  CHECK(cudaFree(scalars));
  release(d);
  free_csr(m);
  free(ones);
  free(bd);
  free(hb);
  free(hx);
  return ok;
}

int main() {
  bool ok = true;
  HostCsr lap = laplacian_2d(300);
  DeviceCsr dlap = upload(lap);
  printf("5-point Laplacian\n");
  ok &= run_suite<float>(lap, dlap, dlap.val_f, 1e-5, "float");
  ok &= run_suite<double>(lap, dlap, dlap.val_d, 1e-12, "double");
  ok &= run_coo(lap, dlap);
  release(dlap);
  free_csr(lap);

  HostCsr skew = random_skewed(50000, 40000, 2024u);
  DeviceCsr dskew = upload(skew);
  printf("skewed random\n");
  ok &= run_suite<float>(skew, dskew, dskew.val_f, 1e-4, "float");
  ok &= run_suite<double>(skew, dskew, dskew.val_d, 1e-12, "double");
  ok &= run_coo(skew, dskew);
  ok &= run_transpose(skew, dskew);
  release(dskew);
  free_csr(skew);

  ok &= run_cg(64, 1000);
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
