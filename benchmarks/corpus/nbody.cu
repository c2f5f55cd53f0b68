// nbody.cu: an all-pairs gravitational n-body simulation.
//
// Bodies are float4s (position plus mass) with float4 velocities. The force kernels are
// function templates over the shared-memory tile size and the unroll factor: a naive kernel, a
// tiled kernel that stages one tile of bodies per block in shared memory, and a split kernel in
// which several threads share one body and combine their partial accelerations with warp
// shuffles. `@codegen if` chooses the tile and unroll per target. The integrator is
// kick-drift-kick leapfrog. Diagnostics kernels compute the kinetic and potential energy and
// the total momentum with block reductions and atomics. The host checks the accelerations
// against a double-precision reference, that the three force kernels agree, that momentum is
// conserved, and that the energy drift over the run stays small.
//
// Benchmark corpus program (issue 7). Language: the circlec issue-2 subset.

#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <cstdint>

namespace nbody {

constexpr float kSoftening2 = 1e-3f;
constexpr float kG = 1.0f;
constexpr unsigned kFull = 0xffffffffu;
constexpr int kBlock = 256;

struct Vec3 {
  float x;
  float y;
  float z;

  void add(const Vec3& o) {
    x += o.x;
    y += o.y;
    z += o.z;
  }
  void scale(float s) {
    x *= s;
    y *= s;
    z *= s;
  }
  float dot(const Vec3& o) const { return x * o.x + y * o.y + z * o.z; }
};

Vec3 vec3(float x, float y, float z) {
  Vec3 v = {x, y, z};
  return v;
}

// Acceleration on body i (position pi) from body j (position and mass pj), accumulated into a.
void body_body(const float4& pi, const float4& pj, Vec3& a) {
  float dx = pj.x - pi.x;
  float dy = pj.y - pi.y;
  float dz = pj.z - pi.z;
  float r2 = dx * dx + dy * dy + dz * dz + kSoftening2;
  float inv = 1.0f / sqrtf(r2);
  float inv3 = inv * inv * inv;
  float s = kG * pj.w * inv3;
  a.x += dx * s;
  a.y += dy * s;
  a.z += dz * s;
}

// Potential energy of the pair (i, j), halved because every pair is visited twice.
float pair_potential(const float4& pi, const float4& pj) {
  float dx = pj.x - pi.x;
  float dy = pj.y - pi.y;
  float dz = pj.z - pi.z;
  float r2 = dx * dx + dy * dy + dz * dz + kSoftening2;
  return -0.5f * kG * pi.w * pj.w / sqrtf(r2);
}

// ---- force kernels ----------------------------------------------------------------------------

__global__ void forces_naive(const float4* __restrict__ pos, float4* __restrict__ acc, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float4 pi = pos[i];
  Vec3 a = vec3(0.0f, 0.0f, 0.0f);
  for (int j = 0; j < n; ++j)
    body_body(pi, pos[j], a);
  float4 out = {a.x, a.y, a.z, 0.0f};
  acc[i] = out;
}

template <int TILE, int UNROLL>
__device__ Vec3 tile_accel(const float4& pi, const float4* tile, int count) {
  Vec3 a = vec3(0.0f, 0.0f, 0.0f);
  if (count == TILE) {
#pragma unroll
    for (int j = 0; j < TILE; j += UNROLL) {
#pragma unroll
      for (int u = 0; u < UNROLL; ++u)
        body_body(pi, tile[j + u], a);
    }
  } else {
    for (int j = 0; j < count; ++j)
      body_body(pi, tile[j], a);
  }
  return a;
}

template <int TILE, int UNROLL>
__device__ void forces_tiled_body(const float4* pos, float4* acc, int n) {
  __shared__ float4 tile[TILE];
  int i = blockIdx.x * TILE + threadIdx.x;
  float4 pi = i < n ? pos[i] : pos[0];
  Vec3 a = vec3(0.0f, 0.0f, 0.0f);
  for (int base = 0; base < n; base += TILE) {
    int j = base + threadIdx.x;
    if (j < n)
      tile[threadIdx.x] = pos[j];
    __syncthreads();
    int count = n - base < TILE ? n - base : TILE;
    Vec3 part = tile_accel<TILE, UNROLL>(pi, tile, count);
    a.add(part);
    __syncthreads();
  }
  if (i < n) {
    float4 out = {a.x, a.y, a.z, 0.0f};
    acc[i] = out;
  }
}

// The block size must equal the tile size chosen here; tiled_block_size() mirrors it.
__global__ void forces_tiled(const float4* __restrict__ pos, float4* __restrict__ acc, int n) {
  @codegen if (__nvvm_arch >= 80) {
    forces_tiled_body<256, 8>(pos, acc, n);
  } else @codegen if (__nvvm_arch >= 70) {
    forces_tiled_body<256, 4>(pos, acc, n);
  } else {
    forces_tiled_body<128, 4>(pos, acc, n);
  }
}

int tiled_block_size(int arch) { return arch >= 70 ? 256 : 128; }

// SPLIT threads cooperate on one body: each handles every SPLIT-th source body, and the
// partial accelerations are summed across the group with xor shuffles.
template <int SPLIT>
__device__ Vec3 group_sum(Vec3 a) {
  for (int off = SPLIT / 2; off > 0; off >>= 1) {
    a.x += __shfl_xor_sync(kFull, a.x, off);
    a.y += __shfl_xor_sync(kFull, a.y, off);
    a.z += __shfl_xor_sync(kFull, a.z, off);
  }
  return a;
}

template <int SPLIT>
__global__ void forces_split(const float4* __restrict__ pos, float4* __restrict__ acc, int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  int i = t / SPLIT;
  int part = t % SPLIT;
  float4 pi = pos[i < n ? i : 0];
  Vec3 a = vec3(0.0f, 0.0f, 0.0f);
  for (int j = part; j < n; j += SPLIT) {
    // Read-only loads through the texture path.
    const float* pj = (const float*)(pos + j);
    float4 q = {__ldg(pj), __ldg(pj + 1), __ldg(pj + 2), __ldg(pj + 3)};
    body_body(pi, q, a);
  }
  a = group_sum<SPLIT>(a);
  if (part == 0 && i < n) {
    float4 out = {a.x, a.y, a.z, 0.0f};
    acc[i] = out;
  }
}

// ---- integrator ---------------------------------------------------------------------------------

__global__ void kick(float4* __restrict__ vel, const float4* __restrict__ acc, int n, float half_dt) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float4 v = vel[i];
  float4 a = acc[i];
  v.x += a.x * half_dt;
  v.y += a.y * half_dt;
  v.z += a.z * half_dt;
  vel[i] = v;
}

__global__ void drift(float4* __restrict__ pos, const float4* __restrict__ vel, int n, float dt) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float4 p = pos[i];
  float4 v = vel[i];
  p.x += v.x * dt;
  p.y += v.y * dt;
  p.z += v.z * dt;
  pos[i] = p;
}

// ---- diagnostics --------------------------------------------------------------------------------

template <typename T>
__device__ T warp_reduce(T v) {
  for (int off = 16; off > 0; off >>= 1)
    v += __shfl_down_sync(kFull, v, off);
  return v;
}

template <typename T>
__device__ T block_reduce(T v) {
  __shared__ T partial[32];
  int lane = threadIdx.x & 31;
  int warp = threadIdx.x >> 5;
  v = warp_reduce(v);
  if (lane == 0)
    partial[warp] = v;
  __syncthreads();
  int warps = (blockDim.x + 31) >> 5;
  v = (int)threadIdx.x < warps ? partial[lane] : (T)0;
  if (warp == 0)
    v = warp_reduce(v);
  __syncthreads();
  return v;
}

struct Diagnostics {
  float kinetic;
  float potential;
  float px;
  float py;
  float pz;
};

__global__ void energy_momentum(const float4* __restrict__ pos, const float4* __restrict__ vel, int n,
                                Diagnostics* out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float ke = 0.0f, pe = 0.0f, px = 0.0f, py = 0.0f, pz = 0.0f;
  if (i < n) {
    float4 p = pos[i];
    float4 v = vel[i];
    ke = 0.5f * p.w * (v.x * v.x + v.y * v.y + v.z * v.z);
    px = p.w * v.x;
    py = p.w * v.y;
    pz = p.w * v.z;
    for (int j = 0; j < n; ++j)
      if (j != i)
        pe += pair_potential(p, pos[j]);
  }
  ke = block_reduce(ke);
  pe = block_reduce(pe);
  px = block_reduce(px);
  py = block_reduce(py);
  pz = block_reduce(pz);
  if (threadIdx.x == 0) {
    atomicAdd(&out->kinetic, ke);
    atomicAdd(&out->potential, pe);
    atomicAdd(&out->px, px);
    atomicAdd(&out->py, py);
    atomicAdd(&out->pz, pz);
  }
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


}  // namespace nbody

// ---- host code: set-up, reference, simulation and checks ---------------------------------------

using namespace nbody;

#define CHECK(call)                                                                      \
  do {                                                                                   \
    cudaError_t err_ = (call);                                                           \
    if (err_ != cudaSuccess) {                                                           \
      printf("CUDA error %s at %s:%d\n", cudaGetErrorString(err_), __FILE__, __LINE__); \
      exit(1);                                                                           \
    }                                                                                    \
  } while (0)

struct HostRng {
  uint32_t state;
  float next() {
    state ^= state << 13;
    state ^= state >> 17;
    state ^= state << 5;
    return (float)(state >> 8) * (1.0f / 16777216.0f);
  }
};

// A Plummer-like sphere: positions in a unit ball, small random velocities with zero net
// momentum, equal masses summing to one.
void make_cluster(float4* pos, float4* vel, int n, uint32_t seed) {
  HostRng rng = {seed};
  double mx = 0.0, my = 0.0, mz = 0.0;
  for (int i = 0; i < n; ++i) {
    float x, y, z;
    do {
      x = 2.0f * rng.next() - 1.0f;
      y = 2.0f * rng.next() - 1.0f;
      z = 2.0f * rng.next() - 1.0f;
    } while (x * x + y * y + z * z > 1.0f);
    float4 p = {x, y, z, 1.0f / n};
    float4 v = {0.3f * (rng.next() - 0.5f), 0.3f * (rng.next() - 0.5f), 0.3f * (rng.next() - 0.5f), 0.0f};
    pos[i] = p;
    vel[i] = v;
    mx += v.x;
    my += v.y;
    mz += v.z;
  }
  for (int i = 0; i < n; ++i) {
    vel[i].x -= (float)(mx / n);
    vel[i].y -= (float)(my / n);
    vel[i].z -= (float)(mz / n);
  }
}

void host_forces(const float4* pos, double* ax, double* ay, double* az, int n) {
  for (int i = 0; i < n; ++i) {
    double sx = 0.0, sy = 0.0, sz = 0.0;
    for (int j = 0; j < n; ++j) {
      double dx = (double)pos[j].x - pos[i].x;
      double dy = (double)pos[j].y - pos[i].y;
      double dz = (double)pos[j].z - pos[i].z;
      double r2 = dx * dx + dy * dy + dz * dz + kSoftening2;
      double inv = 1.0 / sqrt(r2);
      double s = kG * pos[j].w * inv * inv * inv;
      sx += dx * s;
      sy += dy * s;
      sz += dz * s;
    }
    ax[i] = sx;
    ay[i] = sy;
    az[i] = sz;
  }
}

enum class ForceKernel { Naive, Tiled, Split4, Split8 };

const char* kernel_name(ForceKernel k) {
  switch (k) {
    case ForceKernel::Naive: return "naive";
    case ForceKernel::Tiled: return "tiled";
    case ForceKernel::Split4: return "split x4";
    case ForceKernel::Split8: return "split x8";
  }
  return "?";
}

void compute_forces(ForceKernel k, const float4* d_pos, float4* d_acc, int n, int arch, cudaStream_t s) {
  switch (k) {
    case ForceKernel::Naive:
      forces_naive<<<(n + kBlock - 1) / kBlock, kBlock, 0, s>>>(d_pos, d_acc, n);
      break;
    case ForceKernel::Tiled: {
      int b = tiled_block_size(arch);
      forces_tiled<<<(n + b - 1) / b, b, 0, s>>>(d_pos, d_acc, n);
      break;
    }
    case ForceKernel::Split4:
      forces_split<4><<<(4 * n + kBlock - 1) / kBlock, kBlock, 0, s>>>(d_pos, d_acc, n);
      break;
    case ForceKernel::Split8:
      forces_split<8><<<(8 * n + kBlock - 1) / kBlock, kBlock, 0, s>>>(d_pos, d_acc, n);
      break;
  }
}

Diagnostics measure(const float4* d_pos, const float4* d_vel, int n, Diagnostics* d_diag) {
  CHECK(cudaMemset(d_diag, 0, sizeof(Diagnostics)));
  energy_momentum<<<(n + kBlock - 1) / kBlock, kBlock>>>(d_pos, d_vel, n, d_diag);
  CHECK(cudaGetLastError());
  Diagnostics h;
  CHECK(cudaMemcpy(&h, d_diag, sizeof(h), cudaMemcpyDeviceToHost));
  return h;
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

bool check_forces(int n, int arch) {
  size_t bytes = n * sizeof(float4);
  float4* h_pos = (float4*)malloc(bytes);
  float4* h_vel = (float4*)malloc(bytes);
  float4* h_acc = (float4*)malloc(bytes);
  double* ax = (double*)malloc(n * sizeof(double));
  double* ay = (double*)malloc(n * sizeof(double));
  double* az = (double*)malloc(n * sizeof(double));
  make_cluster(h_pos, h_vel, n, 12345u);
  host_forces(h_pos, ax, ay, az, n);
  float4 *d_pos, *d_acc;
  CHECK(cudaMalloc((void**)&d_pos, bytes));
  CHECK(cudaMalloc((void**)&d_acc, bytes));
  CHECK(cudaMemcpy(d_pos, h_pos, bytes, cudaMemcpyHostToDevice));
  bool ok = true;
  ForceKernel kernels[4] = {ForceKernel::Naive, ForceKernel::Tiled, ForceKernel::Split4, ForceKernel::Split8};
  for (int k = 0; k < 4; ++k) {
    CHECK(cudaMemset(d_acc, 0, bytes));
    compute_forces(kernels[k], d_pos, d_acc, n, arch, 0);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(h_acc, d_acc, bytes, cudaMemcpyDeviceToHost));
    double worst = 0.0;
    for (int i = 0; i < n; ++i) {
      double ex = h_acc[i].x - ax[i], ey = h_acc[i].y - ay[i], ez = h_acc[i].z - az[i];
      double mag = sqrt(ax[i] * ax[i] + ay[i] * ay[i] + az[i] * az[i]) + 1e-6;
      double rel = sqrt(ex * ex + ey * ey + ez * ez) / mag;
      if (rel > worst)
        worst = rel;
    }
    bool good = worst < 1e-3;
    printf("forces %-9s n=%6d worst relative error %.2e %s\n", kernel_name(kernels[k]), n, worst,
           good ? "ok" : "BAD");
    ok = ok && good;
  }
  CHECK(cudaFree(d_pos));
  CHECK(cudaFree(d_acc));
  free(h_pos);
  free(h_vel);
  free(h_acc);
  free(ax);
  free(ay);
  free(az);
  return ok;
}

bool simulate(int n, int steps, float dt, ForceKernel k, int arch) {
  size_t bytes = n * sizeof(float4);
  float4* h_pos = (float4*)malloc(bytes);
  float4* h_vel = (float4*)malloc(bytes);
  make_cluster(h_pos, h_vel, n, 777u);
  float4 *d_pos, *d_vel, *d_acc;
  Diagnostics* d_diag;
  CHECK(cudaMalloc((void**)&d_pos, bytes));
  CHECK(cudaMalloc((void**)&d_vel, bytes));
  CHECK(cudaMalloc((void**)&d_acc, bytes));
  CHECK(cudaMalloc((void**)&d_diag, sizeof(Diagnostics)));
  CHECK(cudaMemcpy(d_pos, h_pos, bytes, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(d_vel, h_vel, bytes, cudaMemcpyHostToDevice));

  Diagnostics start = measure(d_pos, d_vel, n, d_diag);
  cudaStream_t stream;
  CHECK(cudaStreamCreate(&stream));
  cudaEvent_t e0, e1;
  CHECK(cudaEventCreate(&e0));
  CHECK(cudaEventCreate(&e1));
  unsigned blocks = (n + kBlock - 1) / kBlock;
  compute_forces(k, d_pos, d_acc, n, arch, stream);
  CHECK(cudaEventRecord(e0, stream));
  for (int s = 0; s < steps; ++s) {
    kick<<<blocks, kBlock, 0, stream>>>(d_vel, d_acc, n, 0.5f * dt);
    drift<<<blocks, kBlock, 0, stream>>>(d_pos, d_vel, n, dt);
    compute_forces(k, d_pos, d_acc, n, arch, stream);
    kick<<<blocks, kBlock, 0, stream>>>(d_vel, d_acc, n, 0.5f * dt);
  }
  CHECK(cudaGetLastError());
  CHECK(cudaEventRecord(e1, stream));
  CHECK(cudaStreamSynchronize(stream));
  float ms = 0.0f;
  CHECK(cudaEventElapsedTime(&ms, e0, e1));
  Diagnostics end = measure(d_pos, d_vel, n, d_diag);

  float e_start = start.kinetic + start.potential;
  float e_end = end.kinetic + end.potential;
  float drift_rel = fabsf((e_end - e_start) / e_start);
  float p_end = sqrtf(end.px * end.px + end.py * end.py + end.pz * end.pz);
  double interactions = (double)n * n * steps;
  bool ok = drift_rel < 5e-3f && p_end < 1e-4f;
  printf("simulate %-9s n=%6d steps=%4d  %7.2f Ginteractions/s  energy %.5f -> %.5f (drift %.2e)  |p| %.2e %s\n",
         kernel_name(k), n, steps, interactions / (ms * 1e6), e_start, e_end, drift_rel, p_end,
         ok ? "ok" : "BAD");

  CHECK(cudaEventDestroy(e0));
  CHECK(cudaEventDestroy(e1));
  CHECK(cudaStreamDestroy(stream));
  CHECK(cudaFree(d_pos));
  CHECK(cudaFree(d_vel));
  CHECK(cudaFree(d_acc));
  CHECK(cudaFree(d_diag));
  free(h_pos);
  free(h_vel);
  return ok;
}

int main(int argc, char** argv) {
  int n = argc > 1 ? atoi(argv[1]) : 8192;
  int steps = argc > 2 ? atoi(argv[2]) : 20;
  int arch = device_arch();
  printf("device code for sm_%d+, %d bodies\n", arch, n);
  bool ok = check_forces(1000, arch);
  ok &= check_forces(1024, arch);
  ok &= simulate(n, steps, 1e-3f, ForceKernel::Tiled, arch);
  ok &= simulate(n / 4, steps, 1e-3f, ForceKernel::Split4, arch);
  ok &= simulate(n / 8, steps, 1e-3f, ForceKernel::Naive, arch);
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
