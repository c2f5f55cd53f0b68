// radix_sort.cu: a histogram and least-significant-digit radix sort pipeline.
//
// Part one is a byte histogram with three kernels (global atomics, one privatized shared
// histogram per block, one per warp); `@codegen if` picks the per-warp copies and a warp-
// aggregated increment on sm_70+, where independent thread scheduling and `__match`-free ballot
// aggregation pay off, and the per-block copy before. Part two sorts 32-bit keys (unsigned, int
// and float, mapped to order-preserving unsigned bits by overloaded helpers) and key-value
// pairs with 4-bit digits: an upsweep kernel counts digits per block, a single-block kernel
// scans the digit-major count table, and a downsweep kernel ranks each key stably inside its
// block with warp ballots and scatters it. The sort functions are templates over the key type
// and the number of items per thread, instantiated several times; the items per thread used by
// each target is chosen with `@codegen if` in the kernels. The host checks the histograms
// exactly and the sorts against qsort.
//
// Benchmark corpus program (issue 7). Language: the circlec issue-2 subset.

#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>
#include <cstdint>
#include <cstring>

namespace rsort {

constexpr unsigned kFull = 0xffffffffu;
constexpr int kBins = 256;
constexpr int kRadixBits = 4;
constexpr int kDigits = 1 << kRadixBits;
constexpr int kSortThreads = 256;
constexpr int kSortWarps = kSortThreads / 32;
static_assert(kDigits <= 32, "one lane per digit in the scans");

// ---- order-preserving key transforms (overloaded, host and device) --------------------------

unsigned to_bits(unsigned k) { return k; }
unsigned to_bits(int k) { return (unsigned)k ^ 0x80000000u; }
unsigned to_bits(float k) {
  unsigned u;
  memcpy(&u, &k, sizeof(u));
  return (u & 0x80000000u) ? ~u : (u | 0x80000000u);
}

unsigned digit_of(unsigned bits, int shift) { return (bits >> shift) & (kDigits - 1); }

// ---- part one: byte histograms ----------------------------------------------------------------

__global__ void histogram_global(const unsigned char* __restrict__ data, int n, unsigned* __restrict__ bins) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    atomicAdd(&bins[data[i]], 1u);
}

__global__ void histogram_block(const unsigned char* __restrict__ data, int n, unsigned* __restrict__ bins) {
  __shared__ unsigned local[kBins];
  for (int b = threadIdx.x; b < kBins; b += blockDim.x)
    local[b] = 0;
  __syncthreads();
  // Four bytes per load.
  const unsigned* words = (const unsigned*)data;
  int nwords = n / 4;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < nwords; i += gridDim.x * blockDim.x) {
    unsigned w = words[i];
    atomicAdd(&local[w & 0xff], 1u);
    atomicAdd(&local[(w >> 8) & 0xff], 1u);
    atomicAdd(&local[(w >> 16) & 0xff], 1u);
    atomicAdd(&local[w >> 24], 1u);
  }
  for (int i = nwords * 4 + blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    atomicAdd(&local[data[i]], 1u);
  __syncthreads();
  for (int b = threadIdx.x; b < kBins; b += blockDim.x)
    if (local[b] != 0)
      atomicAdd(&bins[b], local[b]);
}

// Adds one to bin `b` with one atomic per distinct bin value in the warp: the lanes holding the
// same value (`__match_any_sync`) elect their lowest lane, which adds the group's population
// count. (An earlier version looped over `__shfl_sync`/`__ballot_sync` with a shrinking mask,
// lanes leaving the loop at different times; on an H100 it stopped with an illegal instruction,
// built by circlec and by nvcc alike.) A template, so that clang's sm_52 pass (the multi-pass
// build of `make bench`), which has no `__match_any_sync`, never instantiates that branch.
template <typename T>
__device__ void warp_aggregated_inc(unsigned* hist, T b) {
  @codegen if (__nvvm_arch >= 70) {
    unsigned peers = __match_any_sync(__activemask(), b);
    if ((int)(threadIdx.x & 31) == __ffs(peers) - 1)
      atomicAdd(&hist[b], (unsigned)__popc(peers));
  } else {
    atomicAdd(&hist[b], 1u);
  }
}

__global__ void histogram_warp(const unsigned char* __restrict__ data, int n, unsigned* __restrict__ bins) {
  extern __shared__ unsigned per_warp[];  // (blockDim.x / 32) * kBins
  int warps = blockDim.x >> 5;
  int warp = threadIdx.x >> 5;
  for (int b = threadIdx.x; b < warps * kBins; b += blockDim.x)
    per_warp[b] = 0;
  __syncthreads();
  unsigned* mine = per_warp + warp * kBins;
  int stride = gridDim.x * blockDim.x;
  for (int base = blockIdx.x * blockDim.x; base < n; base += stride) {
    int i = base + threadIdx.x;
    @codegen if (__nvvm_arch >= 70) {
      // The lanes still in range aggregate their increments (see __activemask above).
      if (i < n)
        warp_aggregated_inc(mine, data[i]);
    } else {
      if (i < n)
        atomicAdd(&mine[data[i]], 1u);
    }
  }
  __syncthreads();
  for (int b = threadIdx.x; b < kBins; b += blockDim.x) {
    unsigned s = 0;
    for (int w = 0; w < warps; ++w)
      s += per_warp[w * kBins + b];
    if (s != 0)
      atomicAdd(&bins[b], s);
  }
}

// ---- part two: radix sort ----------------------------------------------------------------------

// Counts the digits of ITEMS keys per thread; counts[digit * blocks + block].
template <typename K, int ITEMS>
__device__ void upsweep_body(const K* keys, int n, int shift, unsigned* counts) {
  __shared__ unsigned local[kDigits];
  if (threadIdx.x < kDigits)
    local[threadIdx.x] = 0;
  __syncthreads();
  int base = blockIdx.x * kSortThreads * ITEMS;
#pragma unroll
  for (int it = 0; it < ITEMS; ++it) {
    int i = base + it * kSortThreads + threadIdx.x;
    if (i < n)
      atomicAdd(&local[digit_of(to_bits(keys[i]), shift)], 1u);
  }
  __syncthreads();
  if (threadIdx.x < kDigits)
    counts[threadIdx.x * gridDim.x + blockIdx.x] = local[threadIdx.x];
}

// Exclusive scan of the whole count table (digit-major), in one block.
__global__ void scan_counts(unsigned* counts, int total) {
  __shared__ unsigned carry;
  __shared__ unsigned warp_totals[32];
  if (threadIdx.x == 0)
    carry = 0;
  __syncthreads();
  int lane = threadIdx.x & 31;
  int warp = threadIdx.x >> 5;
  int warps = blockDim.x >> 5;
  for (int base = 0; base < total; base += blockDim.x) {
    int i = base + threadIdx.x;
    unsigned v = i < total ? counts[i] : 0;
    unsigned x = v;
    for (int d = 1; d < 32; d <<= 1) {
      unsigned up = __shfl_up_sync(kFull, x, d);
      if (lane >= d)
        x += up;
    }
    if (lane == 31)
      warp_totals[warp] = x;
    __syncthreads();
    if (warp == 0) {
      unsigned t = lane < warps ? warp_totals[lane] : 0;
      for (int d = 1; d < 32; d <<= 1) {
        unsigned up = __shfl_up_sync(kFull, t, d);
        if (lane >= d)
          t += up;
      }
      if (lane < warps)
        warp_totals[lane] = t;
    }
    __syncthreads();
    unsigned prefix = carry + (warp > 0 ? warp_totals[warp - 1] : 0) + x - v;
    if (i < total)
      counts[i] = prefix;
    __syncthreads();
    if (threadIdx.x == blockDim.x - 1)
      carry = prefix + v;
    __syncthreads();
  }
}

// Stable block-local ranking of one key per thread by digit: returns the number of keys in the
// block before this one with the same digit, and leaves in digit_start[d] the number of keys of
// the block with a digit below d and in digit_count[d] the number with digit d.
__device__ unsigned rank_in_block(unsigned digit, bool valid, unsigned* warp_digit_counts, unsigned* digit_start,
                                  unsigned* digit_count) {
  int lane = threadIdx.x & 31;
  int warp = threadIdx.x >> 5;
  unsigned lanes_below = (1u << lane) - 1u;
  unsigned my_rank_in_warp = 0;
  for (int d = 0; d < kDigits; ++d) {
    unsigned votes = __ballot_sync(kFull, valid && digit == (unsigned)d);
    if (valid && digit == (unsigned)d)
      my_rank_in_warp = __popc(votes & lanes_below);
    if (lane == 0)
      warp_digit_counts[d * kSortWarps + warp] = __popc(votes);
  }
  __syncthreads();
  // Exclusive scan over (digit, warp) in digit-major order: kDigits * kSortWarps entries.
  if (threadIdx.x == 0) {
    unsigned run = 0;
    for (int d = 0; d < kDigits; ++d) {
      digit_start[d] = run;
      for (int w = 0; w < kSortWarps; ++w) {
        unsigned c = warp_digit_counts[d * kSortWarps + w];
        warp_digit_counts[d * kSortWarps + w] = run;
        run += c;
      }
      digit_count[d] = run - digit_start[d];
    }
  }
  __syncthreads();
  unsigned rank = valid ? warp_digit_counts[digit * kSortWarps + warp] + my_rank_in_warp : 0;
  return rank;
}

template <typename K, typename V, int ITEMS, bool PAIRS>
__device__ void downsweep_body(const K* keys_in, K* keys_out, const V* vals_in, V* vals_out, int n, int shift,
                               const unsigned* offsets) {
  __shared__ unsigned warp_digit_counts[kDigits * kSortWarps];
  __shared__ unsigned digit_start[kDigits];
  __shared__ unsigned digit_base[kDigits];
  __shared__ unsigned digit_count[kDigits];
  if (threadIdx.x < kDigits)
    digit_base[threadIdx.x] = offsets[threadIdx.x * gridDim.x + blockIdx.x];
  __syncthreads();
  int base = blockIdx.x * kSortThreads * ITEMS;
  for (int it = 0; it < ITEMS; ++it) {
    int i = base + it * kSortThreads + threadIdx.x;
    bool valid = i < n;
    K key = valid ? keys_in[i] : keys_in[0];
    unsigned digit = valid ? digit_of(to_bits(key), shift) : 0;
    unsigned rank = rank_in_block(digit, valid, warp_digit_counts, digit_start, digit_count);
    if (valid) {
      unsigned dst = digit_base[digit] + rank - digit_start[digit];
      keys_out[dst] = key;
      if (PAIRS)
        vals_out[dst] = vals_in[i];
    }
    __syncthreads();
    // The next round of this block continues after the keys already placed.
    if (threadIdx.x < kDigits)
      digit_base[threadIdx.x] += digit_count[threadIdx.x];
    __syncthreads();
  }
}

// Items per thread per target: more work per block where registers and caches allow.
int items_per_thread(int arch) { return arch >= 80 ? 4 : (arch >= 70 ? 2 : 1); }

template <typename K>
__global__ void upsweep(const K* __restrict__ keys, int n, int shift, unsigned* __restrict__ counts) {
  @codegen if (__nvvm_arch >= 80) {
    upsweep_body<K, 4>(keys, n, shift, counts);
  } else @codegen if (__nvvm_arch >= 70) {
    upsweep_body<K, 2>(keys, n, shift, counts);
  } else {
    upsweep_body<K, 1>(keys, n, shift, counts);
  }
}

template <typename K, typename V, bool PAIRS>
__global__ void downsweep(const K* __restrict__ keys_in, K* __restrict__ keys_out, const V* __restrict__ vals_in,
                          V* __restrict__ vals_out, int n, int shift, const unsigned* __restrict__ offsets) {
  @codegen if (__nvvm_arch >= 80) {
    downsweep_body<K, V, 4, PAIRS>(keys_in, keys_out, vals_in, vals_out, n, shift, offsets);
  } else @codegen if (__nvvm_arch >= 70) {
    downsweep_body<K, V, 2, PAIRS>(keys_in, keys_out, vals_in, vals_out, n, shift, offsets);
  } else {
    downsweep_body<K, V, 1, PAIRS>(keys_in, keys_out, vals_in, vals_out, n, shift, offsets);
  }
}

__global__ void iota(unsigned* v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    v[i] = (unsigned)i;
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


}  // namespace rsort

// ---- host code: drivers and checks ---------------------------------------------------------------

using namespace rsort;

#define CHECK(call)                                                                      \
  do {                                                                                   \
    cudaError_t err_ = (call);                                                           \
    if (err_ != cudaSuccess) {                                                           \
      printf("CUDA error %s at %s:%d\n", cudaGetErrorString(err_), __FILE__, __LINE__); \
      exit(1);                                                                           \
    }                                                                                    \
  } while (0)

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

enum class HistKernel { Global, Block, Warp };

bool run_histogram(HistKernel which, const unsigned char* h_data, const unsigned char* d_data, int n,
                   const unsigned* expect) {
  unsigned* d_bins;
  CHECK(cudaMalloc((void**)&d_bins, kBins * sizeof(unsigned)));
  CHECK(cudaMemset(d_bins, 0, kBins * sizeof(unsigned)));
  const char* name = "";
  cudaEvent_t e0, e1;
  CHECK(cudaEventCreate(&e0));
  CHECK(cudaEventCreate(&e1));
  CHECK(cudaEventRecord(e0, 0));
  switch (which) {
    case HistKernel::Global:
      name = "global atomics";
      histogram_global<<<240, 256>>>(d_data, n, d_bins);
      break;
    case HistKernel::Block:
      name = "per-block shared";
      histogram_block<<<240, 256>>>(d_data, n, d_bins);
      break;
    case HistKernel::Warp:
      name = "per-warp shared";
      histogram_warp<<<240, 256, (256 / 32) * kBins * sizeof(unsigned)>>>(d_data, n, d_bins);
      break;
  }
  CHECK(cudaGetLastError());
  CHECK(cudaEventRecord(e1, 0));
  CHECK(cudaEventSynchronize(e1));
  float ms = 0.0f;
  CHECK(cudaEventElapsedTime(&ms, e0, e1));
  unsigned got[kBins];
  CHECK(cudaMemcpy(got, d_bins, sizeof(got), cudaMemcpyDeviceToHost));
  int bad = 0;
  for (int b = 0; b < kBins; ++b)
    if (got[b] != expect[b])
      ++bad;
  printf("histogram %-18s %9d bytes %8.2f GB/s %s\n", name, n, n / (ms * 1e6), bad == 0 ? "ok" : "BAD");
  (void)h_data;
  CHECK(cudaEventDestroy(e0));
  CHECK(cudaEventDestroy(e1));
  CHECK(cudaFree(d_bins));
  return bad == 0;
}

bool histograms(int n) {
  unsigned char* h = (unsigned char*)malloc(n);
  unsigned expect[kBins];
  memset(expect, 0, sizeof(expect));
  unsigned s = 99u;
  for (int i = 0; i < n; ++i) {
    s = s * 1103515245u + 12345u;
    // Skewed: a third of the bytes are 0x20 (like text), the rest spread.
    unsigned char c = (s >> 16) % 3 == 0 ? 0x20 : (unsigned char)(s >> 20);
    h[i] = c;
    expect[c]++;
  }
  unsigned char* d;
  CHECK(cudaMalloc((void**)&d, n));
  CHECK(cudaMemcpy(d, h, n, cudaMemcpyHostToDevice));
  bool ok = run_histogram(HistKernel::Global, h, d, n, expect);
  ok &= run_histogram(HistKernel::Block, h, d, n, expect);
  ok &= run_histogram(HistKernel::Warp, h, d, n, expect);
  CHECK(cudaFree(d));
  free(h);
  return ok;
}

// One LSD pass per 4-bit digit, ping-ponging between the two buffers; the result ends in
// keys (an even number of passes).
template <typename K, typename V, bool PAIRS>
void device_sort(K* d_keys, K* d_tmp, V* d_vals, V* d_vtmp, int n, int arch) {
  int items = items_per_thread(arch);
  int per_block = kSortThreads * items;
  int blocks = (n + per_block - 1) / per_block;
  unsigned* d_counts;
  CHECK(cudaMalloc((void**)&d_counts, (size_t)blocks * kDigits * sizeof(unsigned)));
  K* src = d_keys;
  K* dst = d_tmp;
  V* vsrc = d_vals;
  V* vdst = d_vtmp;
  for (int shift = 0; shift < 32; shift += kRadixBits) {
    upsweep<K><<<blocks, kSortThreads>>>(src, n, shift, d_counts);
    scan_counts<<<1, 1024>>>(d_counts, blocks * kDigits);
    downsweep<K, V, PAIRS><<<blocks, kSortThreads>>>(src, dst, vsrc, vdst, n, shift, d_counts);
    CHECK(cudaGetLastError());
    K* t = src;
    src = dst;
    dst = t;
    V* vt = vsrc;
    vsrc = vdst;
    vdst = vt;
  }
  CHECK(cudaFree(d_counts));
}

int cmp_unsigned(const void* a, const void* b) {
  unsigned x = *(const unsigned*)a, y = *(const unsigned*)b;
  return x < y ? -1 : (x > y ? 1 : 0);
}
int cmp_int(const void* a, const void* b) {
  int x = *(const int*)a, y = *(const int*)b;
  return x < y ? -1 : (x > y ? 1 : 0);
}
int cmp_float(const void* a, const void* b) {
  float x = *(const float*)a, y = *(const float*)b;
  return x < y ? -1 : (x > y ? 1 : 0);
}

void fill(unsigned* k, int n, unsigned seed) {
  unsigned s = seed;
  for (int i = 0; i < n; ++i) {
    s ^= s << 13;
    s ^= s >> 17;
    s ^= s << 5;
    k[i] = s;
  }
}
void fill(int* k, int n, unsigned seed) {
  unsigned s = seed;
  for (int i = 0; i < n; ++i) {
    s = s * 747796405u + 2891336453u;
    k[i] = (int)(s >> 3) - (1 << 28);
  }
}
void fill(float* k, int n, unsigned seed) {
  unsigned s = seed;
  for (int i = 0; i < n; ++i) {
    s = s * 747796405u + 2891336453u;
    k[i] = ((int)(s >> 8) - (1 << 23)) / 4096.0f;
  }
}

template <typename K>
bool sort_keys(const char* name, int n, int (*cmp)(const void*, const void*), int arch) {
  K* h = (K*)malloc(n * sizeof(K));
  K* ref = (K*)malloc(n * sizeof(K));
  fill(h, n, 1234567u + n);
  memcpy(ref, h, n * sizeof(K));
  qsort(ref, n, sizeof(K), cmp);
  K *d_keys, *d_tmp;
  CHECK(cudaMalloc((void**)&d_keys, n * sizeof(K)));
  CHECK(cudaMalloc((void**)&d_tmp, n * sizeof(K)));
  CHECK(cudaMemcpy(d_keys, h, n * sizeof(K), cudaMemcpyHostToDevice));
  cudaEvent_t e0, e1;
  CHECK(cudaEventCreate(&e0));
  CHECK(cudaEventCreate(&e1));
  CHECK(cudaEventRecord(e0, 0));
  device_sort<K, unsigned, false>(d_keys, d_tmp, nullptr, nullptr, n, arch);
  CHECK(cudaEventRecord(e1, 0));
  CHECK(cudaEventSynchronize(e1));
  float ms = 0.0f;
  CHECK(cudaEventElapsedTime(&ms, e0, e1));
  CHECK(cudaMemcpy(h, d_keys, n * sizeof(K), cudaMemcpyDeviceToHost));
  bool ok = memcmp(h, ref, n * sizeof(K)) == 0;
  printf("sort %-10s n=%9d %8.1f Mkeys/s %s\n", name, n, n / (ms * 1e3), ok ? "ok" : "BAD");
  CHECK(cudaEventDestroy(e0));
  CHECK(cudaEventDestroy(e1));
  CHECK(cudaFree(d_keys));
  CHECK(cudaFree(d_tmp));
  free(h);
  free(ref);
  return ok;
}

// Key-value sort with values = original positions: checks stability (equal keys keep their
// order) and that every value travels with its key.
bool sort_pairs(int n, int arch) {
  unsigned* h = (unsigned*)malloc(n * sizeof(unsigned));
  unsigned* hv = (unsigned*)malloc(n * sizeof(unsigned));
  unsigned* orig = (unsigned*)malloc(n * sizeof(unsigned));
  fill(h, n, 42u);
  for (int i = 0; i < n; ++i)
    h[i] &= 0xfff;  // many duplicates
  memcpy(orig, h, n * sizeof(unsigned));
  unsigned *d_k, *d_kt, *d_v, *d_vt;
  CHECK(cudaMalloc((void**)&d_k, n * sizeof(unsigned)));
  CHECK(cudaMalloc((void**)&d_kt, n * sizeof(unsigned)));
  CHECK(cudaMalloc((void**)&d_v, n * sizeof(unsigned)));
  CHECK(cudaMalloc((void**)&d_vt, n * sizeof(unsigned)));
  CHECK(cudaMemcpy(d_k, h, n * sizeof(unsigned), cudaMemcpyHostToDevice));
  iota<<<(n + 255) / 256, 256>>>(d_v, n);
  device_sort<unsigned, unsigned, true>(d_k, d_kt, d_v, d_vt, n, arch);
  CHECK(cudaMemcpy(h, d_k, n * sizeof(unsigned), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(hv, d_v, n * sizeof(unsigned), cudaMemcpyDeviceToHost));
  bool ok = true;
  for (int i = 0; i < n && ok; ++i) {
    if (orig[hv[i]] != h[i])
      ok = false;
    if (i > 0 && (h[i - 1] > h[i] || (h[i - 1] == h[i] && hv[i - 1] > hv[i])))
      ok = false;
  }
  printf("sort pairs (stable)   n=%9d %s\n", n, ok ? "ok" : "BAD");
  CHECK(cudaFree(d_k));
  CHECK(cudaFree(d_kt));
  CHECK(cudaFree(d_v));
  CHECK(cudaFree(d_vt));
  free(h);
  free(hv);
  free(orig);
  return ok;
}

int main() {
  int arch = device_arch();
  printf("device code for sm_%d+, %d items per thread\n", arch, items_per_thread(arch));
  bool ok = histograms(1 << 24);
  ok &= histograms(1000003);
  ok &= sort_keys<unsigned>("unsigned", 1 << 20, cmp_unsigned, arch);
  ok &= sort_keys<unsigned>("unsigned", 777777, cmp_unsigned, arch);
  ok &= sort_keys<int>("int", 1 << 20, cmp_int, arch);
  ok &= sort_keys<float>("float", 500000, cmp_float, arch);
  ok &= sort_keys<float>("float", 1000, cmp_float, arch);
  ok &= sort_pairs(1 << 19, arch);
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
