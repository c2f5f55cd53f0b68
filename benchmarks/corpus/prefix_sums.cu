// prefix_sums.cu: device-wide inclusive and exclusive prefix sums, and stream compaction.
//
// The classic three-phase scan: each block scans its tile (warp scans with shuffles on
// targets that have independent thread scheduling, a Hillis-Steele shared-memory scan before
// that, chosen with `@codegen if`), writes its total, the totals are scanned recursively, and a
// last pass adds each block's offset. Function templates over the element type and the block
// size are instantiated for int, unsigned and float, and the compaction keeps the odd numbers of
// a sequence. Results are checked on the host.
//
// Benchmark corpus program (issue 7). Language: the circlec issue-2 subset.

#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>
#include <cmath>

constexpr unsigned kFull = 0xffffffffu;

template <typename T>
__device__ T warp_inclusive_scan(T v, int lane) {
  for (int d = 1; d < 32; d <<= 1) {
    T up = __shfl_up_sync(kFull, v, d);
    if (lane >= d)
      v += up;
  }
  return v;
}

// Inclusive scan of one value per thread over a block of BLOCK threads; returns the thread's
// inclusive prefix and leaves the block total in *total.
template <typename T, int BLOCK>
__device__ T block_inclusive_scan(T v, T* smem, T* total) {
  int tid = threadIdx.x;
  @codegen if (__nvvm_arch >= 70) {
    int lane = tid & 31;
    int warp = tid >> 5;
    v = warp_inclusive_scan(v, lane);
    if (lane == 31)
      smem[warp] = v;
    __syncthreads();
    if (warp == 0) {
      T w = lane < BLOCK / 32 ? smem[lane] : (T)0;
      w = warp_inclusive_scan(w, lane);
      if (lane < BLOCK / 32)
        smem[lane] = w;
    }
    __syncthreads();
    if (warp > 0)
      v += smem[warp - 1];
    *total = smem[BLOCK / 32 - 1];
    __syncthreads();
    return v;
  } else {
    smem[tid] = v;
    __syncthreads();
    for (int d = 1; d < BLOCK; d <<= 1) {
      T add = tid >= d ? smem[tid - d] : (T)0;
      __syncthreads();
      smem[tid] += add;
      __syncthreads();
    }
    v = smem[tid];
    *total = smem[BLOCK - 1];
    __syncthreads();
    return v;
  }
}

template <typename T, int BLOCK>
__global__ void scan_tiles(const T* in, T* out, T* block_sums, int n, bool exclusive) {
  __shared__ T smem[BLOCK];
  __shared__ T total;
  int i = blockIdx.x * BLOCK + threadIdx.x;
  T x = i < n ? in[i] : (T)0;
  T tile_total = 0;
  T inc = block_inclusive_scan<T, BLOCK>(x, smem, &tile_total);
  if (i < n)
    out[i] = exclusive ? inc - x : inc;
  if (threadIdx.x == 0) {
    total = tile_total;
    if (block_sums != nullptr)
      block_sums[blockIdx.x] = total;
  }
}

template <typename T, int BLOCK>
__global__ void add_offsets(T* data, const T* block_offsets, int n) {
  int i = blockIdx.x * BLOCK + threadIdx.x;
  if (blockIdx.x > 0 && i < n)
    data[i] += block_offsets[blockIdx.x - 1];
}

__global__ void flag_odd(const int* in, int* flags, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    flags[i] = (in[i] & 1) != 0 ? 1 : 0;
}

__global__ void scatter_flagged(const int* in, const int* flags, const int* positions, int* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && flags[i])
    out[positions[i]] = in[i];
}

// ---- host code: recursive device scan, references and checks ----------------------------------

#define CHECK(call)                                                                      \
  do {                                                                                   \
    cudaError_t err_ = (call);                                                           \
    if (err_ != cudaSuccess) {                                                           \
      printf("CUDA error %s at %s:%d\n", cudaGetErrorString(err_), __FILE__, __LINE__); \
      exit(1);                                                                           \
    }                                                                                    \
  } while (0)

// Scans n elements of d_in into d_out on the device (recursing over the block sums).
template <typename T, int BLOCK>
void device_scan(const T* d_in, T* d_out, int n, bool exclusive) {
  int blocks = (n + BLOCK - 1) / BLOCK;
  if (blocks == 1) {
    scan_tiles<T, BLOCK><<<1, BLOCK>>>(d_in, d_out, nullptr, n, exclusive);
    CHECK(cudaGetLastError());
    return;
  }
  T* d_sums = nullptr;
  CHECK(cudaMalloc((void**)&d_sums, blocks * sizeof(T)));
  scan_tiles<T, BLOCK><<<blocks, BLOCK>>>(d_in, d_out, d_sums, n, exclusive);
  CHECK(cudaGetLastError());
  device_scan<T, BLOCK>(d_sums, d_sums, blocks, false);
  add_offsets<T, BLOCK><<<blocks, BLOCK>>>(d_out, d_sums, n);
  CHECK(cudaGetLastError());
  CHECK(cudaFree(d_sums));
}

template <typename T, int BLOCK>
bool test_scan(const char* name, int n, bool exclusive, double tol) {
  T* h_in = (T*)malloc(n * sizeof(T));
  T* h_out = (T*)malloc(n * sizeof(T));
  for (int i = 0; i < n; ++i)
    h_in[i] = (T)((i * 7 + 3) % 11);
  T *d_in = nullptr, *d_out = nullptr;
  CHECK(cudaMalloc((void**)&d_in, n * sizeof(T)));
  CHECK(cudaMalloc((void**)&d_out, n * sizeof(T)));
  CHECK(cudaMemcpy(d_in, h_in, n * sizeof(T), cudaMemcpyHostToDevice));
  device_scan<T, BLOCK>(d_in, d_out, n, exclusive);
  CHECK(cudaDeviceSynchronize());
  CHECK(cudaMemcpy(h_out, d_out, n * sizeof(T), cudaMemcpyDeviceToHost));
  double run = 0.0;
  int bad = 0;
  for (int i = 0; i < n; ++i) {
    double want = exclusive ? run : run + (double)h_in[i];
    if (fabs((double)h_out[i] - want) > tol * (1.0 + fabs(want)))
      ++bad;
    run += (double)h_in[i];
  }
  printf("%-34s n=%8d %s\n", name, n, bad == 0 ? "ok" : "BAD");
  CHECK(cudaFree(d_in));
  CHECK(cudaFree(d_out));
  free(h_in);
  free(h_out);
  return bad == 0;
}

bool test_compaction(int n) {
  int* h_in = (int*)malloc(n * sizeof(int));
  for (int i = 0; i < n; ++i)
    h_in[i] = (i * 2654435761u) >> 7;
  int *d_in, *d_flags, *d_pos, *d_out;
  CHECK(cudaMalloc((void**)&d_in, n * sizeof(int)));
  CHECK(cudaMalloc((void**)&d_flags, n * sizeof(int)));
  CHECK(cudaMalloc((void**)&d_pos, n * sizeof(int)));
  CHECK(cudaMalloc((void**)&d_out, n * sizeof(int)));
  CHECK(cudaMemcpy(d_in, h_in, n * sizeof(int), cudaMemcpyHostToDevice));
  unsigned blocks = (n + 255) / 256;
  flag_odd<<<blocks, 256>>>(d_in, d_flags, n);
  device_scan<int, 256>(d_flags, d_pos, n, true);
  scatter_flagged<<<blocks, 256>>>(d_in, d_flags, d_pos, d_out, n);
  CHECK(cudaGetLastError());
  int* h_out = (int*)malloc(n * sizeof(int));
  CHECK(cudaMemcpy(h_out, d_out, n * sizeof(int), cudaMemcpyDeviceToHost));
  int k = 0;
  bool ok = true;
  for (int i = 0; i < n; ++i)
    if (h_in[i] & 1)
      ok = ok && h_out[k++] == h_in[i];
  printf("%-34s n=%8d kept %d %s\n", "compaction (odd values)", n, k, ok ? "ok" : "BAD");
  CHECK(cudaFree(d_in));
  CHECK(cudaFree(d_flags));
  CHECK(cudaFree(d_pos));
  CHECK(cudaFree(d_out));
  free(h_in);
  free(h_out);
  return ok;
}

int main() {
  bool ok = true;
  ok &= test_scan<int, 256>("inclusive int, 256 threads", 1000003, false, 0.0);
  ok &= test_scan<int, 128>("exclusive int, 128 threads", 65536, true, 0.0);
  ok &= test_scan<unsigned, 512>("inclusive unsigned, 512 threads", 3000000, false, 0.0);
  ok &= test_scan<float, 256>("exclusive float, 256 threads", 100000, true, 1e-5);
  ok &= test_scan<float, 1024>("inclusive float, 1024 threads", 777, false, 1e-5);
  ok &= test_compaction(1 << 20);
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
