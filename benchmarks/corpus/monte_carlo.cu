// monte_carlo.cu: Monte Carlo estimators with an inline xorshift random number generator.
//
// Three estimators run on the GPU and are checked against closed forms: pi from points in the
// unit quarter-disc, the integral of exp(-x*x) over [0, 1], and the price of a European call
// option under geometric Brownian motion (checked against Black-Scholes). Each thread owns a
// xorshift128+ state seeded by splitmix64 from its global index; per-block partial sums are
// reduced with warp shuffles (a shared-memory tree before sm_70's independent scheduling is
// assumed, chosen with `@codegen if`), then accumulated with atomics.
//
// Benchmark corpus program (issue 7). Language: the circlec issue-2 subset.

#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <cstdint>

constexpr int kThreads = 256;
constexpr int kWarps = kThreads / 32;
constexpr unsigned kFull = 0xffffffffu;
static_assert(kThreads % 32 == 0, "whole warps");

struct Xorshift128p {
  uint64_t s0;
  uint64_t s1;

  uint64_t next() {
    uint64_t a = s0;
    uint64_t b = s1;
    s0 = b;
    a ^= a << 23;
    a ^= a >> 17;
    a ^= b ^ (b >> 26);
    s1 = a;
    return a + b;
  }
  // A float uniform in [0, 1) from the top 24 bits.
  float uniform() { return (float)(next() >> 40) * (1.0f / 16777216.0f); }
  // A float uniform in (0, 1], safe for logf.
  float uniform_open() { return ((float)(next() >> 40) + 1.0f) * (1.0f / 16777216.0f); }
};

uint64_t splitmix64(uint64_t x) {
  x += 0x9e3779b97f4a7c15ull;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
  return x ^ (x >> 31);
}

Xorshift128p make_rng(uint64_t seed, uint64_t stream) {
  Xorshift128p r;
  r.s0 = splitmix64(seed ^ (stream * 0x632be59bd9b4e019ull));
  r.s1 = splitmix64(r.s0 + stream);
  if (r.s0 == 0 && r.s1 == 0)
    r.s1 = 1;
  return r;
}

// Box-Muller: one standard normal from two uniforms.
float normal_from(Xorshift128p& r) {
  float u1 = r.uniform_open();
  float u2 = r.uniform();
  float rad = sqrtf(-2.0f * logf(u1));
  return rad * cosf(6.28318530718f * u2);
}

template <typename T>
__device__ T warp_sum(T v) {
  for (int off = 16; off > 0; off >>= 1)
    v += __shfl_xor_sync(kFull, v, off);
  return v;
}

// Sums v over the block; the result is valid in thread 0.
template <typename T>
__device__ T block_sum(T v, T* scratch) {
  int lane = threadIdx.x & 31;
  int warp = threadIdx.x >> 5;
  @codegen if (__nvvm_arch >= 70) {
    v = warp_sum(v);
    if (lane == 0)
      scratch[warp] = v;
    __syncthreads();
    T total = 0;
    if (warp == 0) {
      total = lane < kWarps ? scratch[lane] : (T)0;
      total = warp_sum(total);
    }
    return total;
  } else {
    // Shared-memory tree over the whole block.
    scratch[threadIdx.x] = v;
    __syncthreads();
    for (int s = kThreads / 2; s > 0; s >>= 1) {
      if ((int)threadIdx.x < s)
        scratch[threadIdx.x] += scratch[threadIdx.x + s];
      __syncthreads();
    }
    return scratch[0];
  }
}

__global__ void __launch_bounds__(kThreads) pi_kernel(uint64_t seed, int samples_per_thread,
                                                      unsigned long long* hits) {
  __shared__ unsigned long long scratch[kThreads];
  int gid = blockIdx.x * blockDim.x + threadIdx.x;
  Xorshift128p rng = make_rng(seed, (uint64_t)gid);
  unsigned long long inside = 0;
  for (int i = 0; i < samples_per_thread; ++i) {
    float x = rng.uniform();
    float y = rng.uniform();
    if (x * x + y * y <= 1.0f)
      ++inside;
  }
  unsigned long long total = block_sum(inside, scratch);
  if (threadIdx.x == 0)
    atomicAdd(hits, total);
}

__global__ void __launch_bounds__(kThreads) gauss_integral_kernel(uint64_t seed, int samples_per_thread,
                                                                  float* sum) {
  __shared__ float scratch[kThreads];
  int gid = blockIdx.x * blockDim.x + threadIdx.x;
  Xorshift128p rng = make_rng(seed, (uint64_t)gid + 0x1000000ull);
  float acc = 0.0f;
  for (int i = 0; i < samples_per_thread; ++i) {
    float x = rng.uniform();
    acc += expf(-x * x);
  }
  float total = block_sum(acc, scratch);
  if (threadIdx.x == 0)
    atomicAdd(sum, total);
}

struct OptionParams {
  float spot;
  float strike;
  float rate;
  float vol;
  float years;
};

float call_payoff(const OptionParams& p, float z) {
  float drift = (p.rate - 0.5f * p.vol * p.vol) * p.years;
  float st = p.spot * expf(drift + p.vol * sqrtf(p.years) * z);
  float pay = st - p.strike;
  return pay > 0.0f ? pay : 0.0f;
}

__global__ void __launch_bounds__(kThreads) option_kernel(uint64_t seed, int paths_per_thread,
                                                          OptionParams p, float* payoff_sum) {
  __shared__ float scratch[kThreads];
  int gid = blockIdx.x * blockDim.x + threadIdx.x;
  Xorshift128p rng = make_rng(seed, (uint64_t)gid + 0x2000000ull);
  float acc = 0.0f;
  for (int i = 0; i < paths_per_thread; ++i) {
    float z = normal_from(rng);
    // Antithetic pair: z and -z.
    acc += 0.5f * (call_payoff(p, z) + call_payoff(p, -z));
  }
  float total = block_sum(acc, scratch);
  if (threadIdx.x == 0)
    atomicAdd(payoff_sum, total);
}

// ---- host code: launches, reference values and checks ---------------------------------------

#define CHECK(call)                                                                      \
  do {                                                                                   \
    cudaError_t err_ = (call);                                                           \
    if (err_ != cudaSuccess) {                                                           \
      printf("CUDA error %s at %s:%d\n", cudaGetErrorString(err_), __FILE__, __LINE__); \
      exit(1);                                                                           \
    }                                                                                    \
  } while (0)

double normal_cdf(double x) { return 0.5 * erfc(-x / sqrt(2.0)); }

double black_scholes_call(const OptionParams& p) {
  double s = p.spot, k = p.strike, r = p.rate, v = p.vol, t = p.years;
  double d1 = (log(s / k) + (r + 0.5 * v * v) * t) / (v * sqrt(t));
  double d2 = d1 - v * sqrt(t);
  return s * normal_cdf(d1) - k * exp(-r * t) * normal_cdf(d2);
}

bool check_close(const char* what, double got, double want, double tol) {
  double err = fabs(got - want);
  bool ok = err <= tol;
  printf("%-28s got %.6f want %.6f err %.2e %s\n", what, got, want, err, ok ? "ok" : "BAD");
  return ok;
}

int main() {
  const int blocks = 120;
  const int per_thread = 4096;
  const double n = (double)blocks * kThreads * per_thread;
  const uint64_t seed = 0x5eed1234abcdull;

  unsigned long long* d_hits = nullptr;
  float* d_sums = nullptr;
  CHECK(cudaMalloc((void**)&d_hits, sizeof(unsigned long long)));
  CHECK(cudaMalloc((void**)&d_sums, 2 * sizeof(float)));
  CHECK(cudaMemset(d_hits, 0, sizeof(unsigned long long)));
  CHECK(cudaMemset(d_sums, 0, 2 * sizeof(float)));

  cudaEvent_t start, stop;
  CHECK(cudaEventCreate(&start));
  CHECK(cudaEventCreate(&stop));
  CHECK(cudaEventRecord(start, 0));

  pi_kernel<<<blocks, kThreads>>>(seed, per_thread, d_hits);
  CHECK(cudaGetLastError());
  gauss_integral_kernel<<<blocks, kThreads, 0, 0>>>(seed, per_thread, d_sums);
  CHECK(cudaGetLastError());
  OptionParams opt = {100.0f, 105.0f, 0.03f, 0.2f, 1.0f};
  option_kernel<<<blocks, kThreads>>>(seed, per_thread / 4, opt, d_sums + 1);
  CHECK(cudaGetLastError());

  CHECK(cudaEventRecord(stop, 0));
  CHECK(cudaEventSynchronize(stop));
  float ms = 0.0f;
  CHECK(cudaEventElapsedTime(&ms, start, stop));

  unsigned long long hits = 0;
  float sums[2] = {0.0f, 0.0f};
  CHECK(cudaMemcpy(&hits, d_hits, sizeof(hits), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(sums, d_sums, sizeof(sums), cudaMemcpyDeviceToHost));

  bool ok = true;
  double pi = 4.0 * (double)hits / n;
  ok &= check_close("pi", pi, 3.14159265358979, 2e-3);
  double integral = (double)sums[0] / n;
  ok &= check_close("int_0^1 exp(-x^2) dx", integral, 0.746824132812427, 2e-3);
  double paths = (double)blocks * kThreads * (per_thread / 4);
  double price = exp(-(double)opt.rate * opt.years) * (double)sums[1] / paths;
  ok &= check_close("european call", price, black_scholes_call(opt), 0.05);

  // The generator itself, on the host: the same stream must give the same numbers.
  Xorshift128p a = make_rng(seed, 7);
  Xorshift128p b = make_rng(seed, 7);
  for (int i = 0; i < 1000; ++i)
    if (a.next() != b.next())
      ok = false;

  printf("%.0f samples per estimator in %.3f ms\n", n, ms);
  CHECK(cudaEventDestroy(start));
  CHECK(cudaEventDestroy(stop));
  CHECK(cudaFree(d_hits));
  CHECK(cudaFree(d_sums));
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
