// heat_stencil.cu: explicit finite-difference heat solvers in 1D, 2D and 3D.
//
// The 2D solver is the centre: a 5-point (and a 9-point) Laplacian over a grid with Dirichlet
// boundaries, stepped with forward Euler. Kernels: a naive global-memory step, a shared-memory
// tiled step with halos (a function template over the tile shape, instantiated for several
// shapes), and a register-streaming variant in which each thread walks a column of the tile; a
// `@codegen if` chain picks how many rows each thread streams per target. The 3D 7-point solver
// streams over z with a rolling register window. The 1D solver uses an 8th-order stencil with
// coefficients in `__constant__` memory. A residual kernel measures the change per step with a
// block max-reduction (`atomicMax` on the float's bit pattern). Every device result is checked
// against a host reference, and the 2D solution against the analytic decay of a sine mode.
//
// Benchmark corpus program (issue 7). Language: the circlec issue-2 subset.

#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <cstring>

namespace heat {

constexpr float kPi = 3.14159265358979f;
constexpr int kRadius1D = 4;
constexpr unsigned kFull = 0xffffffffu;

// Second-derivative coefficients, 8th order.
__constant__ float c_d2[kRadius1D + 1];

struct Grid2D {
  int nx;
  int ny;
  float dx;
  float dy;

  int index(int i, int j) const { return j * nx + i; }
  bool interior(int i, int j) const { return i > 0 && j > 0 && i < nx - 1 && j < ny - 1; }
  int cells() const { return nx * ny; }
};

struct Grid3D {
  int nx;
  int ny;
  int nz;
  float h;

  long index(int i, int j, int k) const { return ((long)k * ny + j) * nx + i; }
  bool interior(int i, int j, int k) const {
    return i > 0 && j > 0 && k > 0 && i < nx - 1 && j < ny - 1 && k < nz - 1;
  }
  long cells() const { return (long)nx * ny * nz; }
};

struct StepParams {
  float alpha;  // diffusivity
  float dt;
  float cx;     // alpha * dt / dx^2
  float cy;     // alpha * dt / dy^2
};

StepParams make_params(const Grid2D& g, float alpha, float safety) {
  StepParams p;
  p.alpha = alpha;
  float inv = 1.0f / (g.dx * g.dx) + 1.0f / (g.dy * g.dy);
  p.dt = safety * 0.5f / (alpha * inv);
  p.cx = alpha * p.dt / (g.dx * g.dx);
  p.cy = alpha * p.dt / (g.dy * g.dy);
  return p;
}

float five_point(float c, float w, float e, float s, float n, float cx, float cy) {
  return c + cx * (w - 2.0f * c + e) + cy * (s - 2.0f * c + n);
}

float nine_point(float c, float w, float e, float s, float n, float sw, float se, float nw, float ne,
                 float cx, float cy) {
  // Isotropic 9-point Laplacian (Mehrstellen weights), scaled for dx == dy.
  float lap = (4.0f * (w + e + s + n) + (sw + se + nw + ne) - 20.0f * c) / 6.0f;
  return c + 0.5f * (cx + cy) * lap;
}

// ---- 2D kernels --------------------------------------------------------------------------------

__global__ void step2d_naive(Grid2D g, StepParams p, const float* __restrict__ u, float* __restrict__ v) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int j = blockIdx.y * blockDim.y + threadIdx.y;
  if (i >= g.nx || j >= g.ny)
    return;
  int c = g.index(i, j);
  if (!g.interior(i, j)) {
    v[c] = u[c];
    return;
  }
  v[c] = five_point(u[c], u[c - 1], u[c + 1], u[c - g.nx], u[c + g.nx], p.cx, p.cy);
}

// Loads a (TX + 2) x (TY + 2) tile with a one-cell halo into shared memory.
template <int TX, int TY>
__device__ void load_tile(const Grid2D& g, const float* u, float (*tile)[TX + 2], int i0, int j0) {
  for (int jj = threadIdx.y; jj < TY + 2; jj += TY) {
    for (int ii = threadIdx.x; ii < TX + 2; ii += TX) {
      int i = i0 + ii - 1;
      int j = j0 + jj - 1;
      float val = 0.0f;
      if (i >= 0 && j >= 0 && i < g.nx && j < g.ny)
        val = __ldg(u + g.index(i, j));
      tile[jj][ii] = val;
    }
  }
}

template <int TX, int TY>
__global__ void step2d_tiled(Grid2D g, StepParams p, const float* __restrict__ u, float* __restrict__ v) {
  __shared__ float tile[TY + 2][TX + 2];
  int i0 = blockIdx.x * TX;
  int j0 = blockIdx.y * TY;
  load_tile<TX, TY>(g, u, tile, i0, j0);
  __syncthreads();
  int tx = threadIdx.x + 1;
  int ty = threadIdx.y + 1;
  int i = i0 + threadIdx.x;
  int j = j0 + threadIdx.y;
  if (i >= g.nx || j >= g.ny)
    return;
  float c = tile[ty][tx];
  if (!g.interior(i, j)) {
    v[g.index(i, j)] = c;
    return;
  }
  v[g.index(i, j)] = five_point(c, tile[ty][tx - 1], tile[ty][tx + 1], tile[ty - 1][tx], tile[ty + 1][tx],
                                p.cx, p.cy);
}

template <int TX, int TY>
__global__ void step2d_tiled9(Grid2D g, StepParams p, const float* __restrict__ u, float* __restrict__ v) {
  __shared__ float tile[TY + 2][TX + 2];
  int i0 = blockIdx.x * TX;
  int j0 = blockIdx.y * TY;
  load_tile<TX, TY>(g, u, tile, i0, j0);
  __syncthreads();
  int tx = threadIdx.x + 1;
  int ty = threadIdx.y + 1;
  int i = i0 + threadIdx.x;
  int j = j0 + threadIdx.y;
  if (i >= g.nx || j >= g.ny)
    return;
  float c = tile[ty][tx];
  if (!g.interior(i, j)) {
    v[g.index(i, j)] = c;
    return;
  }
  v[g.index(i, j)] = nine_point(c, tile[ty][tx - 1], tile[ty][tx + 1], tile[ty - 1][tx], tile[ty + 1][tx],
                                tile[ty - 1][tx - 1], tile[ty - 1][tx + 1], tile[ty + 1][tx - 1],
                                tile[ty + 1][tx + 1], p.cx, p.cy);
}

// Each thread streams ROWS consecutive rows of one column, keeping a three-row window in
// registers; the west/east neighbours come from the neighbouring lanes by shuffles.
template <int ROWS>
__device__ void stream_column(const Grid2D& g, const StepParams& p, const float* u, float* v, int i, int j0) {
  int lane = threadIdx.x & 31;
  bool active = i < g.nx;
  int ic = active ? i : g.nx - 1;
  float south = j0 > 0 ? u[g.index(ic, j0 - 1)] : 0.0f;
  float centre = u[g.index(ic, j0 < g.ny ? j0 : g.ny - 1)];
#pragma unroll
  for (int r = 0; r < ROWS; ++r) {
    int j = j0 + r;
    int jn = j + 1 < g.ny ? j + 1 : g.ny - 1;
    float north = u[g.index(ic, jn)];
    float west = __shfl_up_sync(kFull, centre, 1);
    float east = __shfl_down_sync(kFull, centre, 1);
    if (lane == 0 && ic > 0)
      west = u[g.index(ic - 1, j < g.ny ? j : g.ny - 1)];
    if (lane == 31 && ic + 1 < g.nx)
      east = u[g.index(ic + 1, j < g.ny ? j : g.ny - 1)];
    if (active && j < g.ny) {
      int c = g.index(i, j);
      v[c] = g.interior(i, j) ? five_point(centre, west, east, south, north, p.cx, p.cy) : centre;
    }
    south = centre;
    centre = north;
  }
}

__global__ void step2d_streaming(Grid2D g, StepParams p, const float* __restrict__ u, float* __restrict__ v) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  @codegen if (__nvvm_arch >= 80) {
    stream_column<16>(g, p, u, v, i, blockIdx.y * 16);
  } else @codegen if (__nvvm_arch >= 70) {
    stream_column<8>(g, p, u, v, i, blockIdx.y * 8);
  } else {
    stream_column<4>(g, p, u, v, i, blockIdx.y * 4);
  }
}

// Rows each thread of step2d_streaming handles; must match the kernel's per-target choice.
int streaming_rows(int arch) {
  if (arch >= 80)
    return 16;
  if (arch >= 70)
    return 8;
  return 4;
}

// ---- residual: max |v - u| over the grid -------------------------------------------------------

__device__ float warp_max(float x) {
  for (int off = 16; off > 0; off >>= 1)
    x = fmaxf(x, __shfl_xor_sync(kFull, x, off));
  return x;
}

__global__ void max_change(const float* u, const float* v, int n, unsigned* result_bits) {
  __shared__ float partial[32];
  float m = 0.0f;
  for (int k = blockIdx.x * blockDim.x + threadIdx.x; k < n; k += gridDim.x * blockDim.x)
    m = fmaxf(m, fabsf(v[k] - u[k]));
  int lane = threadIdx.x & 31;
  int warp = threadIdx.x >> 5;
  @codegen if (__nvvm_arch >= 70) {
    m = warp_max(m);
    if (lane == 0)
      partial[warp] = m;
    __syncthreads();
    if (warp == 0) {
      m = lane < (int)(blockDim.x >> 5) ? partial[lane] : 0.0f;
      m = warp_max(m);
    }
  } else {
    m = warp_max(m);
    if (lane == 0)
      partial[warp] = m;
    __syncthreads();
    if (threadIdx.x == 0) {
      for (int w = 1; w < (int)(blockDim.x >> 5); ++w)
        m = fmaxf(m, partial[w]);
    }
  }
  // Non-negative floats order like their bit patterns.
  if (threadIdx.x == 0)
    atomicMax(result_bits, __float_as_uint(m));
}

// ---- 3D 7-point ---------------------------------------------------------------------------------

__global__ void step3d_streaming(Grid3D g, float coeff, const float* __restrict__ u, float* __restrict__ v) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int j = blockIdx.y * blockDim.y + threadIdx.y;
  if (i >= g.nx || j >= g.ny)
    return;
  float below = u[g.index(i, j, 0)];
  float centre = u[g.index(i, j, 1)];
  v[g.index(i, j, 0)] = below;
  for (int k = 1; k < g.nz - 1; ++k) {
    float above = u[g.index(i, j, k + 1)];
    long c = g.index(i, j, k);
    if (g.interior(i, j, k)) {
      float lap = u[c - 1] + u[c + 1] + u[c - g.nx] + u[c + g.nx] + below + above - 6.0f * centre;
      v[c] = centre + coeff * lap;
    } else {
      v[c] = centre;
    }
    below = centre;
    centre = above;
  }
  v[g.index(i, j, g.nz - 1)] = centre;
}

// ---- 1D 8th order ----------------------------------------------------------------------------

template <int BLOCK>
__global__ void step1d_high_order(int n, float coeff, const float* __restrict__ u, float* __restrict__ v) {
  __shared__ float s[BLOCK + 2 * kRadius1D];
  int gi = blockIdx.x * BLOCK + threadIdx.x;
  int li = threadIdx.x + kRadius1D;
  s[li] = gi < n ? u[gi] : 0.0f;
  if (threadIdx.x < kRadius1D) {
    int left = gi - kRadius1D;
    int right = gi + BLOCK;
    s[threadIdx.x] = left >= 0 ? u[left] : 0.0f;
    s[li + BLOCK] = right < n ? u[right] : 0.0f;
  }
  __syncthreads();
  if (gi >= n)
    return;
  if (gi < kRadius1D || gi >= n - kRadius1D) {
    v[gi] = s[li];
    return;
  }
  float d2 = c_d2[0] * s[li];
#pragma unroll
  for (int r = 1; r <= kRadius1D; ++r)
    d2 += c_d2[r] * (s[li - r] + s[li + r]);
  v[gi] = s[li] + coeff * d2;
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


}  // namespace heat

// ---- host code: drivers, references and checks ------------------------------------------------

using namespace heat;

#define CHECK(call)                                                                      \
  do {                                                                                   \
    cudaError_t err_ = (call);                                                           \
    if (err_ != cudaSuccess) {                                                           \
      printf("CUDA error %s at %s:%d\n", cudaGetErrorString(err_), __FILE__, __LINE__); \
      exit(1);                                                                           \
    }                                                                                    \
  } while (0)

enum class Method { Naive, Tiled16x16, Tiled32x8, Tiled64x4, Tiled9Point, Streaming };

const char* method_name(Method m) {
  switch (m) {
    case Method::Naive: return "naive";
    case Method::Tiled16x16: return "tiled 16x16";
    case Method::Tiled32x8: return "tiled 32x8";
    case Method::Tiled64x4: return "tiled 64x4";
    case Method::Tiled9Point: return "tiled 9-point 32x8";
    case Method::Streaming: return "register streaming";
  }
  return "?";
}

void host_step2d(const Grid2D& g, const StepParams& p, const float* u, float* v, bool nine) {
  for (int j = 0; j < g.ny; ++j) {
    for (int i = 0; i < g.nx; ++i) {
      int c = g.index(i, j);
      if (!g.interior(i, j)) {
        v[c] = u[c];
      } else if (nine) {
        v[c] = nine_point(u[c], u[c - 1], u[c + 1], u[c - g.nx], u[c + g.nx], u[c - g.nx - 1],
                          u[c - g.nx + 1], u[c + g.nx - 1], u[c + g.nx + 1], p.cx, p.cy);
      } else {
        v[c] = five_point(u[c], u[c - 1], u[c + 1], u[c - g.nx], u[c + g.nx], p.cx, p.cy);
      }
    }
  }
}

void init_sine_mode(const Grid2D& g, float* u) {
  for (int j = 0; j < g.ny; ++j)
    for (int i = 0; i < g.nx; ++i)
      u[g.index(i, j)] = sinf(kPi * i * g.dx) * sinf(kPi * j * g.dy);
}

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

void launch_step(Method m, const Grid2D& g, const StepParams& p, const float* u, float* v, int arch,
                 cudaStream_t stream) {
  unsigned gx16 = (g.nx + 15) / 16, gy16 = (g.ny + 15) / 16;
  switch (m) {
    case Method::Naive: {
      dim3 block = {16, 16, 1};
      dim3 grid = {gx16, gy16, 1};
      step2d_naive<<<grid, block, 0, stream>>>(g, p, u, v);
      break;
    }
    case Method::Tiled16x16: {
      dim3 block = {16, 16, 1};
      dim3 grid = {gx16, gy16, 1};
      step2d_tiled<16, 16><<<grid, block, 0, stream>>>(g, p, u, v);
      break;
    }
    case Method::Tiled32x8: {
      dim3 block = {32, 8, 1};
      dim3 grid = {(unsigned)(g.nx + 31) / 32, (unsigned)(g.ny + 7) / 8, 1};
      step2d_tiled<32, 8><<<grid, block, 0, stream>>>(g, p, u, v);
      break;
    }
    case Method::Tiled64x4: {
      dim3 block = {64, 4, 1};
      dim3 grid = {(unsigned)(g.nx + 63) / 64, (unsigned)(g.ny + 3) / 4, 1};
      step2d_tiled<64, 4><<<grid, block, 0, stream>>>(g, p, u, v);
      break;
    }
    case Method::Tiled9Point: {
      dim3 block = {32, 8, 1};
      dim3 grid = {(unsigned)(g.nx + 31) / 32, (unsigned)(g.ny + 7) / 8, 1};
      step2d_tiled9<32, 8><<<grid, block, 0, stream>>>(g, p, u, v);
      break;
    }
    case Method::Streaming: {
      unsigned rows = (unsigned)streaming_rows(arch);
      dim3 block = {128, 1, 1};
      dim3 grid = {(unsigned)(g.nx + 127) / 128, (g.ny + rows - 1) / rows, 1};
      step2d_streaming<<<grid, block, 0, stream>>>(g, p, u, v);
      break;
    }
  }
}

bool run_2d(Method m, int nx, int ny, int steps, int arch) {
  Grid2D g = {nx, ny, 1.0f / (nx - 1), 1.0f / (ny - 1)};
  StepParams p = make_params(g, 1.0f, 0.9f);
  if (m == Method::Tiled9Point) {
    // The 9-point scheme is stable to a smaller step.
    p.dt *= 0.6f;
    p.cx *= 0.6f;
    p.cy *= 0.6f;
  }
  size_t bytes = (size_t)g.cells() * sizeof(float);
  float* h_u = (float*)malloc(bytes);
  float* h_v = (float*)malloc(bytes);
  float* h_dev = (float*)malloc(bytes);
  init_sine_mode(g, h_u);
  float *d_u, *d_v;
  CHECK(cudaMalloc((void**)&d_u, bytes));
  CHECK(cudaMalloc((void**)&d_v, bytes));
  CHECK(cudaMemcpy(d_u, h_u, bytes, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(d_v, h_u, bytes, cudaMemcpyHostToDevice));
  cudaStream_t stream;
  CHECK(cudaStreamCreate(&stream));
  cudaEvent_t t0, t1;
  CHECK(cudaEventCreate(&t0));
  CHECK(cudaEventCreate(&t1));
  CHECK(cudaEventRecord(t0, stream));
  for (int s = 0; s < steps; ++s) {
    launch_step(m, g, p, d_u, d_v, arch, stream);
    float* t = d_u;
    d_u = d_v;
    d_v = t;
  }
  CHECK(cudaGetLastError());
  CHECK(cudaEventRecord(t1, stream));
  CHECK(cudaStreamSynchronize(stream));
  float ms = 0.0f;
  CHECK(cudaEventElapsedTime(&ms, t0, t1));
  CHECK(cudaMemcpy(h_dev, d_u, bytes, cudaMemcpyDeviceToHost));

  // Host reference.
  bool nine = m == Method::Tiled9Point;
  for (int s = 0; s < steps; ++s) {
    host_step2d(g, p, h_u, h_v, nine);
    float* t = h_u;
    h_u = h_v;
    h_v = t;
  }
  float max_err = 0.0f;
  for (int c = 0; c < g.cells(); ++c)
    max_err = fmaxf(max_err, fabsf(h_dev[c] - h_u[c]));

  // Analytic decay of the sin(pi x) sin(pi y) mode: exp(-2 pi^2 alpha t).
  float t_end = p.dt * steps;
  float decay = expf(-2.0f * kPi * kPi * p.alpha * t_end);
  int ci = nx / 2, cj = ny / 2;
  float centre_want = decay * sinf(kPi * ci * g.dx) * sinf(kPi * cj * g.dy);
  float centre_got = h_dev[g.index(ci, cj)];
  bool ok = max_err < 1e-4f && fabsf(centre_got - centre_want) < 2e-2f;
  double mcells = (double)g.cells() * steps / (ms * 1e3);
  printf("2D %-20s %5dx%-5d %4d steps  %8.2f Mcell/s  max|dev-host| %.2e  centre %.4f vs %.4f %s\n",
         method_name(m), nx, ny, steps, mcells, max_err, centre_got, centre_want, ok ? "ok" : "BAD");

  // Residual kernel on the last two device states.
  unsigned* d_bits;
  CHECK(cudaMalloc((void**)&d_bits, sizeof(unsigned)));
  CHECK(cudaMemset(d_bits, 0, sizeof(unsigned)));
  max_change<<<64, 256, 0, stream>>>(d_v, d_u, g.cells(), d_bits);
  unsigned bits = 0;
  CHECK(cudaMemcpy(&bits, d_bits, sizeof(unsigned), cudaMemcpyDeviceToHost));
  float change;
  memcpy(&change, &bits, sizeof(float));
  float host_change = 0.0f;
  for (int c = 0; c < g.cells(); ++c)
    host_change = fmaxf(host_change, fabsf(h_u[c] - h_v[c]));
  bool ok_res = fabsf(change - host_change) <= 1e-5f + 1e-3f * host_change;
  if (!ok_res)
    printf("   residual mismatch: %.6e vs %.6e\n", change, host_change);

  CHECK(cudaFree(d_bits));
  CHECK(cudaEventDestroy(t0));
  CHECK(cudaEventDestroy(t1));
  CHECK(cudaStreamDestroy(stream));
  CHECK(cudaFree(d_u));
  CHECK(cudaFree(d_v));
  free(h_u);
  free(h_v);
  free(h_dev);
  return ok && ok_res;
}

bool run_3d(int n, int steps) {
  Grid3D g = {n, n, n, 1.0f / (n - 1)};
  float coeff = 0.9f / 6.0f;
  size_t bytes = (size_t)g.cells() * sizeof(float);
  float* h_u = (float*)malloc(bytes);
  float* h_v = (float*)malloc(bytes);
  float* h_dev = (float*)malloc(bytes);
  for (int k = 0; k < n; ++k)
    for (int j = 0; j < n; ++j)
      for (int i = 0; i < n; ++i)
        h_u[g.index(i, j, k)] = g.interior(i, j, k) ? (float)((i * 31 + j * 17 + k * 7) % 13) / 13.0f : 0.0f;
  float *d_u, *d_v;
  CHECK(cudaMalloc((void**)&d_u, bytes));
  CHECK(cudaMalloc((void**)&d_v, bytes));
  CHECK(cudaMemcpy(d_u, h_u, bytes, cudaMemcpyHostToDevice));
  dim3 block = {32, 4, 1};
  dim3 grid = {(unsigned)(n + 31) / 32, (unsigned)(n + 3) / 4, 1};
  for (int s = 0; s < steps; ++s) {
    step3d_streaming<<<grid, block>>>(g, coeff, d_u, d_v);
    float* t = d_u;
    d_u = d_v;
    d_v = t;
  }
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(h_dev, d_u, bytes, cudaMemcpyDeviceToHost));
  for (int s = 0; s < steps; ++s) {
    for (int k = 0; k < n; ++k)
      for (int j = 0; j < n; ++j)
        for (int i = 0; i < n; ++i) {
          long c = g.index(i, j, k);
          if (!g.interior(i, j, k)) {
            h_v[c] = h_u[c];
            continue;
          }
          float lap = h_u[c - 1] + h_u[c + 1] + h_u[c - n] + h_u[c + n] + h_u[c - (long)n * n] +
                      h_u[c + (long)n * n] - 6.0f * h_u[c];
          h_v[c] = h_u[c] + coeff * lap;
        }
    float* t = h_u;
    h_u = h_v;
    h_v = t;
  }
  float max_err = 0.0f;
  for (long c = 0; c < g.cells(); ++c)
    max_err = fmaxf(max_err, fabsf(h_dev[c] - h_u[c]));
  bool ok = max_err < 1e-4f;
  printf("3D 7-point streaming      %4d^3     %4d steps  max|dev-host| %.2e %s\n", n, steps, max_err,
         ok ? "ok" : "BAD");
  CHECK(cudaFree(d_u));
  CHECK(cudaFree(d_v));
  free(h_u);
  free(h_v);
  free(h_dev);
  return ok;
}

bool run_1d(int n, int steps) {
  float coeffs[kRadius1D + 1] = {-205.0f / 72.0f, 8.0f / 5.0f, -1.0f / 5.0f, 8.0f / 315.0f, -1.0f / 560.0f};
  CHECK(cudaMemcpyToSymbol(c_d2, coeffs, sizeof(coeffs)));
  float h = 1.0f / (n - 1);
  float coeff = 0.2f;  // alpha * dt / h^2
  size_t bytes = n * sizeof(float);
  float* h_u = (float*)malloc(bytes);
  float* h_v = (float*)malloc(bytes);
  float* h_dev = (float*)malloc(bytes);
  for (int i = 0; i < n; ++i)
    h_u[i] = sinf(kPi * i * h) + 0.25f * sinf(3.0f * kPi * i * h);
  float *d_u, *d_v;
  CHECK(cudaMalloc((void**)&d_u, bytes));
  CHECK(cudaMalloc((void**)&d_v, bytes));
  CHECK(cudaMemcpy(d_u, h_u, bytes, cudaMemcpyHostToDevice));
  for (int s = 0; s < steps; ++s) {
    step1d_high_order<256><<<(n + 255) / 256, 256>>>(n, coeff, d_u, d_v);
    float* t = d_u;
    d_u = d_v;
    d_v = t;
  }
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(h_dev, d_u, bytes, cudaMemcpyDeviceToHost));
  for (int s = 0; s < steps; ++s) {
    for (int i = 0; i < n; ++i) {
      if (i < kRadius1D || i >= n - kRadius1D) {
        h_v[i] = h_u[i];
        continue;
      }
      float d2 = coeffs[0] * h_u[i];
      for (int r = 1; r <= kRadius1D; ++r)
        d2 += coeffs[r] * (h_u[i - r] + h_u[i + r]);
      h_v[i] = h_u[i] + coeff * d2;
    }
    float* t = h_u;
    h_u = h_v;
    h_v = t;
  }
  float max_err = 0.0f;
  for (int i = 0; i < n; ++i)
    max_err = fmaxf(max_err, fabsf(h_dev[i] - h_u[i]));
  bool ok = max_err < 1e-4f;
  printf("1D 8th-order              %8d    %4d steps  max|dev-host| %.2e %s\n", n, steps, max_err,
         ok ? "ok" : "BAD");
  CHECK(cudaFree(d_u));
  CHECK(cudaFree(d_v));
  free(h_u);
  free(h_v);
  free(h_dev);
  return ok;
}

int main(int argc, char** argv) {
  int steps = argc > 1 ? atoi(argv[1]) : 50;
  int arch = device_arch();
  printf("device code for sm_%d+\n", arch);
  bool ok = true;
  Method methods[6] = {Method::Naive, Method::Tiled16x16, Method::Tiled32x8,
                       Method::Tiled64x4, Method::Tiled9Point, Method::Streaming};
  for (int k = 0; k < 6; ++k)
    ok &= run_2d(methods[k], 257, 193, steps, arch);
  ok &= run_2d(Method::Streaming, 1000, 37, steps, arch);
  ok &= run_3d(48, steps / 2 + 1);
  ok &= run_1d(100000, steps);
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
