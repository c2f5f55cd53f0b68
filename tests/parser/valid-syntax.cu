// A program using every construct of the core language and its CUDA and Circle extensions
// parses without a diagnostic.
// RUN: %circlec --dump=syntax %s 2>&1 >/dev/null | count 0
namespace geo {
struct Vec { float x, y, z; };
template <class T, int N = 3> struct Array {
  T data[N];
  __host__ __device__ T& operator[](int i) { return data[i]; }
  static constexpr int size() { return N; }
};
}  // namespace geo
using namespace geo;
typedef Array<Array<int, 2>> Grid;
using Table = Array<Array<Array<float>>>;
enum class Mode : unsigned char { Fast, Exact = 4 };
extern "C" int printf(const char*, ...);
@codegen const bool volta = __nvvm_arch >= 70;
__constant__ float coeffs[4];
template <typename T>
__global__ void __launch_bounds__(256, 2) scale(T* __restrict__ p, T s, int n) {
  __shared__ T tile[256];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  tile[threadIdx.x] = p[i];
  @codegen if (__nvvm_arch >= 70) {
    __syncwarp();
  } else @codegen if (__nvvm_arch >= 60) {
    __syncthreads();
  } else {
    __syncthreads();
  }
  p[i] = tile[threadIdx.x] * s + (T)coeffs[i % 4];
}
struct Counter {
 public:
  Counter() : n(0) {}
  explicit Counter(int start) : n{start} {}
  ~Counter() = default;
  int operator()(int k) const { return n + k; }
  Counter& operator+=(const Counter& o) { n += o.n; return *this; }
 private:
  int n;
  unsigned flags : 3;
};
template <class... Ts> constexpr int sum(Ts... xs) { return (0 + ... + xs); }
static_assert(sum(1, 2, 3) == 6, "fold");
int main() {
  Vec v{1.0f, 2.0f, 3.0f};
  Grid g;
  g[0][1] = 5;
  Mode m = Mode::Exact;
  float* d = nullptr;
  int k = 2, *pk = &k;
  scale<float><<<dim3(4), 256, 0, 0>>>(d, 2.0f, 1024);
  scale<<<1, 32>>>(d, 1.5f, 32);
  auto twice = [=](int a) mutable -> int { return a * k; };
  for (int i = 0; i < 3; ++i) { if (i == 1) continue; k += twice(i); }
  for (auto& x : g.data) x[0] = sizeof(x) + alignof(double);
  switch (m) { case Mode::Fast: break; default: k = k > 1 ? k << 1 : k >> 1; }
  do { --k; } while (k > 0 && !(k & 1));
  unsigned long long big = 0xFFFF'FFFFull;
  const char* s = "a" "b\n";
  try { throw 1; } catch (...) {}
  return static_cast<int>(v.x) + (int)big + *pk + s[0] + Counter(3)(1);
}
