// image_filters.cu: an image-processing pipeline on RGBA8 pixels (uchar4).
//
// Point operations (gamma through a `__constant__` lookup table, RGB to luma, brightness and
// contrast, RGB <-> YCbCr), separable box and Gaussian blurs (function templates over the
// radius, with shared-memory row and column passes), a Sobel edge detector on the luma plane,
// a 3x3 median filter with a sorting network, an unsharp mask built from the blur, a 2x
// box downsample, and histogram equalization (a shared-memory histogram, a CDF, a remap).
// `@codegen if` picks the pixels per thread of the point operations and whether the
// histogram aggregates a warp's increments. Each filter is checked against a host reference,
// within one grey level where float rounding may differ.
//
// Benchmark corpus program (issue 7). Language: the circlec issue-2 subset.

#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <cstdint>
#include <cstring>

namespace img {

constexpr unsigned kFull = 0xffffffffu;
constexpr int kMaxRadius = 16;
constexpr int kTileW = 32;
constexpr int kTileH = 8;

__constant__ unsigned char c_gamma_lut[256];
__constant__ float c_gauss[2 * kMaxRadius + 1];

struct Image {
  int width;
  int height;
  int pitch;  // in pixels
  uchar4* pixels;

  uchar4* row(int y) const { return pixels + (long)y * pitch; }
  long count() const { return (long)pitch * height; }
};

struct Plane {
  int width;
  int height;
  float* data;

  float at_clamped(int x, int y) const {
    x = x < 0 ? 0 : (x >= width ? width - 1 : x);
    y = y < 0 ? 0 : (y >= height ? height - 1 : y);
    return data[(long)y * width + x];
  }
};

unsigned char clamp_u8(float v) {
  if (v < 0.0f)
    return 0;
  if (v > 255.0f)
    return 255;
  return (unsigned char)(v + 0.5f);
}

uchar4 make_pixel(unsigned char r, unsigned char g, unsigned char b, unsigned char a) {
  uchar4 p = {r, g, b, a};
  return p;
}

float luma(uchar4 p) { return 0.299f * p.x + 0.587f * p.y + 0.114f * p.z; }

int clamp_index(int v, int n) { return v < 0 ? 0 : (v >= n ? n - 1 : v); }

struct YCbCr {
  float y;
  float cb;
  float cr;
};

YCbCr to_ycbcr(uchar4 p) {
  YCbCr c;
  c.y = 0.299f * p.x + 0.587f * p.y + 0.114f * p.z;
  c.cb = 128.0f - 0.168736f * p.x - 0.331264f * p.y + 0.5f * p.z;
  c.cr = 128.0f + 0.5f * p.x - 0.418688f * p.y - 0.081312f * p.z;
  return c;
}

uchar4 from_ycbcr(YCbCr c, unsigned char alpha) {
  float r = c.y + 1.402f * (c.cr - 128.0f);
  float g = c.y - 0.344136f * (c.cb - 128.0f) - 0.714136f * (c.cr - 128.0f);
  float b = c.y + 1.772f * (c.cb - 128.0f);
  return make_pixel(clamp_u8(r), clamp_u8(g), clamp_u8(b), alpha);
}

// ---- point operations ---------------------------------------------------------------------------

enum PointOp { kGamma = 0, kBrightContrast = 1, kYCbCrRoundTrip = 2, kInvert = 3 };

struct PointParams {
  float brightness;
  float contrast;
};

__device__ uchar4 point_op(uchar4 p, int op, PointParams prm) {
  switch (op) {
    case kGamma:
      return make_pixel(c_gamma_lut[p.x], c_gamma_lut[p.y], c_gamma_lut[p.z], p.w);
    case kBrightContrast:
      return make_pixel(clamp_u8((p.x - 128.0f) * prm.contrast + 128.0f + prm.brightness),
                        clamp_u8((p.y - 128.0f) * prm.contrast + 128.0f + prm.brightness),
                        clamp_u8((p.z - 128.0f) * prm.contrast + 128.0f + prm.brightness), p.w);
    case kYCbCrRoundTrip:
      return from_ycbcr(to_ycbcr(p), p.w);
    case kInvert:
      return make_pixel(255 - p.x, 255 - p.y, 255 - p.z, p.w);
  }
  return p;
}

template <int PIXELS>
__device__ void point_body(Image src, Image dst, int op, PointParams prm) {
  long total = (long)src.width * src.height;
  long first = ((long)blockIdx.x * blockDim.x + threadIdx.x) * PIXELS;
  long stride = (long)gridDim.x * blockDim.x * PIXELS;
  for (long base = first; base < total; base += stride) {
#pragma unroll
    for (int k = 0; k < PIXELS; ++k) {
      long i = base + k;
      if (i < total) {
        int x = (int)(i % src.width);
        int y = (int)(i / src.width);
        dst.row(y)[x] = point_op(src.row(y)[x], op, prm);
      }
    }
  }
}

__global__ void point_kernel(Image src, Image dst, int op, PointParams prm) {
  @codegen if (__nvvm_arch >= 80) {
    point_body<8>(src, dst, op, prm);
  } else @codegen if (__nvvm_arch >= 70) {
    point_body<4>(src, dst, op, prm);
  } else {
    point_body<2>(src, dst, op, prm);
  }
}

__global__ void luma_kernel(Image src, Plane out) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < src.width && y < src.height)
    out.data[(long)y * out.width + x] = luma(src.row(y)[x]);
}

// ---- separable blurs -------------------------------------------------------------------------------

// Horizontal pass: a row tile of kTileW * 4 pixels plus RADIUS on each side in shared memory.
// BOX selects equal weights; otherwise the weights come from c_gauss.
template <int RADIUS, bool BOX>
__global__ void blur_rows(Image src, Image dst) {
  constexpr int kSpan = kTileW * 4;
  __shared__ uchar4 line[kTileH][kSpan + 2 * RADIUS];
  int y = blockIdx.y * kTileH + threadIdx.y;
  int x0 = blockIdx.x * kSpan;
  // Rows past the bottom load a clamped row and store nothing (no early return before the
  // barrier).
  int ys = clamp_index(y, src.height);
  for (int i = threadIdx.x; i < kSpan + 2 * RADIUS; i += kTileW) {
    int x = clamp_index(x0 + i - RADIUS, src.width);
    line[threadIdx.y][i] = src.row(ys)[x];
  }
  __syncthreads();
  if (y >= src.height)
    return;
  for (int k = 0; k < 4; ++k) {
    int lx = threadIdx.x + k * kTileW;
    int x = x0 + lx;
    if (x >= src.width)
      continue;
    float r = 0.0f, g = 0.0f, b = 0.0f;
    for (int d = -RADIUS; d <= RADIUS; ++d) {
      uchar4 p = line[threadIdx.y][lx + RADIUS + d];
      float w = BOX ? 1.0f / (2 * RADIUS + 1) : c_gauss[d + RADIUS];
      r += w * p.x;
      g += w * p.y;
      b += w * p.z;
    }
    dst.row(y)[x] = make_pixel(clamp_u8(r), clamp_u8(g), clamp_u8(b), line[threadIdx.y][lx + RADIUS].w);
  }
}

// Vertical pass: a column strip of kTileH * 4 rows plus RADIUS above and below.
template <int RADIUS, bool BOX>
__global__ void blur_columns(Image src, Image dst) {
  constexpr int kSpan = kTileH * 4;
  __shared__ uchar4 strip[kSpan + 2 * RADIUS][kTileW];
  int x = blockIdx.x * kTileW + threadIdx.x;
  int y0 = blockIdx.y * kSpan;
  int xs = clamp_index(x, src.width);
  for (int i = threadIdx.y; i < kSpan + 2 * RADIUS; i += kTileH) {
    int y = clamp_index(y0 + i - RADIUS, src.height);
    strip[i][threadIdx.x] = src.row(y)[xs];
  }
  __syncthreads();
  if (x >= src.width)
    return;
  for (int k = 0; k < 4; ++k) {
    int ly = threadIdx.y + k * kTileH;
    int y = y0 + ly;
    if (y >= src.height)
      continue;
    float r = 0.0f, g = 0.0f, b = 0.0f;
    for (int d = -RADIUS; d <= RADIUS; ++d) {
      uchar4 p = strip[ly + RADIUS + d][threadIdx.x];
      float w = BOX ? 1.0f / (2 * RADIUS + 1) : c_gauss[d + RADIUS];
      r += w * p.x;
      g += w * p.y;
      b += w * p.z;
    }
    dst.row(y)[x] = make_pixel(clamp_u8(r), clamp_u8(g), clamp_u8(b), strip[ly + RADIUS][threadIdx.x].w);
  }
}

// ---- Sobel -----------------------------------------------------------------------------------------

__global__ void sobel_kernel(Plane in, Plane magnitude, float threshold, unsigned* edge_count) {
  __shared__ float tile[kTileH + 2][kTileW + 2];
  int x = blockIdx.x * kTileW + threadIdx.x;
  int y = blockIdx.y * kTileH + threadIdx.y;
  for (int ty = threadIdx.y; ty < kTileH + 2; ty += kTileH)
    for (int tx = threadIdx.x; tx < kTileW + 2; tx += kTileW)
      tile[ty][tx] = in.at_clamped(blockIdx.x * kTileW + tx - 1, blockIdx.y * kTileH + ty - 1);
  __syncthreads();
  int cx = threadIdx.x + 1;
  int cy = threadIdx.y + 1;
  float gx = (tile[cy - 1][cx + 1] + 2.0f * tile[cy][cx + 1] + tile[cy + 1][cx + 1]) -
             (tile[cy - 1][cx - 1] + 2.0f * tile[cy][cx - 1] + tile[cy + 1][cx - 1]);
  float gy = (tile[cy + 1][cx - 1] + 2.0f * tile[cy + 1][cx] + tile[cy + 1][cx + 1]) -
             (tile[cy - 1][cx - 1] + 2.0f * tile[cy - 1][cx] + tile[cy - 1][cx + 1]);
  bool inside = x < in.width && y < in.height;
  float mag = sqrtf(gx * gx + gy * gy);
  if (inside)
    magnitude.data[(long)y * in.width + x] = mag;
  unsigned votes = __ballot_sync(kFull, inside && mag > threshold);
  if (((threadIdx.y * kTileW + threadIdx.x) & 31) == 0 && votes != 0)
    atomicAdd(edge_count, (unsigned)__popc(votes));
}

// ---- median 3x3 ------------------------------------------------------------------------------------

void sort2(unsigned char& a, unsigned char& b) {
  unsigned char lo = a < b ? a : b;
  unsigned char hi = a < b ? b : a;
  a = lo;
  b = hi;
}

// The median of nine values with the 19-comparator network of Paeth.
unsigned char median9(unsigned char* v) {
  sort2(v[1], v[2]); sort2(v[4], v[5]); sort2(v[7], v[8]);
  sort2(v[0], v[1]); sort2(v[3], v[4]); sort2(v[6], v[7]);
  sort2(v[1], v[2]); sort2(v[4], v[5]); sort2(v[7], v[8]);
  sort2(v[0], v[3]); sort2(v[5], v[8]); sort2(v[4], v[7]);
  sort2(v[3], v[6]); sort2(v[1], v[4]); sort2(v[2], v[5]);
  sort2(v[4], v[7]); sort2(v[4], v[2]); sort2(v[6], v[4]);
  sort2(v[4], v[2]);
  return v[4];
}

unsigned char channel(uchar4 p, int c) { return c == 0 ? p.x : (c == 1 ? p.y : p.z); }

__global__ void median_kernel(Image src, Image dst) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= src.width || y >= src.height)
    return;
  unsigned char out[3];
  for (int c = 0; c < 3; ++c) {
    unsigned char v[9];
    int k = 0;
    for (int dy = -1; dy <= 1; ++dy)
      for (int dx = -1; dx <= 1; ++dx)
        v[k++] = channel(src.row(clamp_index(y + dy, src.height))[clamp_index(x + dx, src.width)], c);
    out[c] = median9(v);
  }
  dst.row(y)[x] = make_pixel(out[0], out[1], out[2], src.row(y)[x].w);
}

// ---- unsharp mask and downsample --------------------------------------------------------------------

__global__ void unsharp_kernel(Image original, Image blurred, Image dst, float amount) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= original.width || y >= original.height)
    return;
  uchar4 o = original.row(y)[x];
  uchar4 b = blurred.row(y)[x];
  dst.row(y)[x] = make_pixel(clamp_u8(o.x + amount * (o.x - b.x)), clamp_u8(o.y + amount * (o.y - b.y)),
                             clamp_u8(o.z + amount * (o.z - b.z)), o.w);
}

__global__ void downsample2x(Image src, Image dst) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= dst.width || y >= dst.height)
    return;
  int sx = clamp_index(2 * x, src.width), sx1 = clamp_index(2 * x + 1, src.width);
  int sy = clamp_index(2 * y, src.height), sy1 = clamp_index(2 * y + 1, src.height);
  uchar4 a = src.row(sy)[sx], b = src.row(sy)[sx1], c = src.row(sy1)[sx], d = src.row(sy1)[sx1];
  dst.row(y)[x] = make_pixel((unsigned char)((a.x + b.x + c.x + d.x + 2) / 4),
                             (unsigned char)((a.y + b.y + c.y + d.y + 2) / 4),
                             (unsigned char)((a.z + b.z + c.z + d.z + 2) / 4),
                             (unsigned char)((a.w + b.w + c.w + d.w + 2) / 4));
}

// ---- histogram equalization -----------------------------------------------------------------------

// A template, so that clang's sm_52 pass (`make bench`), which has no `__match_any_sync`, never
// instantiates the sm_70 branch.
template <typename T>
__device__ void count_value(unsigned* hist, T v) {
  @codegen if (__nvvm_arch >= 70) {
    // Lanes with equal values merge their increments: the lowest lane of each group of equal
    // values adds the group's size (see radix_sort.cu's warp_aggregated_inc).
    unsigned peers = __match_any_sync(__activemask(), v);
    if ((int)(threadIdx.x & 31) == __ffs(peers) - 1)
      atomicAdd(&hist[v], (unsigned)__popc(peers));
  } else {
    atomicAdd(&hist[v], 1u);
  }
}

__global__ void luma_histogram(Image src, unsigned* hist) {
  __shared__ unsigned local[256];
  for (int i = threadIdx.x; i < 256; i += blockDim.x)
    local[i] = 0;
  __syncthreads();
  long total = (long)src.width * src.height;
  for (long i = blockIdx.x * (long)blockDim.x + threadIdx.x; i < total; i += (long)gridDim.x * blockDim.x) {
    int x = (int)(i % src.width);
    int y = (int)(i / src.width);
    count_value(local, clamp_u8(luma(src.row(y)[x])));
  }
  __syncthreads();
  for (int i = threadIdx.x; i < 256; i += blockDim.x)
    if (local[i] != 0)
      atomicAdd(&hist[i], local[i]);
}

// One block of 256 threads: the CDF by a shared-memory scan, then the remapping table.
__global__ void equalization_table(const unsigned* hist, long pixels, unsigned char* table) {
  __shared__ unsigned cdf[256];
  __shared__ unsigned cdf_min;
  int t = threadIdx.x;
  cdf[t] = hist[t];
  __syncthreads();
  for (int d = 1; d < 256; d <<= 1) {
    unsigned add = t >= d ? cdf[t - d] : 0;
    __syncthreads();
    cdf[t] += add;
    __syncthreads();
  }
  if (t == 0) {
    unsigned m = 0;
    for (int i = 0; i < 256; ++i)
      if (cdf[i] != 0) {
        m = cdf[i];
        break;
      }
    cdf_min = m;
  }
  __syncthreads();
  float denom = (float)(pixels - cdf_min);
  // Bins below the first occupied one have cdf[t] < cdf_min: they map to 0 (the unsigned
  // difference would wrap to a huge value and to 255).
  float above = cdf[t] > cdf_min ? (float)(cdf[t] - cdf_min) : 0.0f;
  float v = denom > 0.0f ? above * 255.0f / denom : (float)t;
  table[t] = clamp_u8(v);
}

// Scales the colour so that its luma lands on the equalized value.
__global__ void apply_equalization(Image src, Image dst, const unsigned char* table) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= src.width || y >= src.height)
    return;
  uchar4 p = src.row(y)[x];
  YCbCr c = to_ycbcr(p);
  c.y = table[clamp_u8(c.y)];
  dst.row(y)[x] = from_ycbcr(c, p.w);
}

}  // namespace img

// ---- host code: image generation, references, drivers ------------------------------------------

using namespace img;

#define CHECK(call)                                                                      \
  do {                                                                                   \
    cudaError_t err_ = (call);                                                           \
    if (err_ != cudaSuccess) {                                                           \
      printf("CUDA error %s at %s:%d\n", cudaGetErrorString(err_), __FILE__, __LINE__); \
      exit(1);                                                                           \
    }                                                                                    \
  } while (0)

Image host_image(int w, int h) {
  Image im;
  im.width = w;
  im.height = h;
  im.pitch = (w + 31) / 32 * 32;
  im.pixels = (uchar4*)malloc(im.count() * sizeof(uchar4));
  memset(im.pixels, 0, im.count() * sizeof(uchar4));
  return im;
}

Image device_image(int w, int h) {
  Image im;
  im.width = w;
  im.height = h;
  im.pitch = (w + 31) / 32 * 32;
  CHECK(cudaMalloc((void**)&im.pixels, im.count() * sizeof(uchar4)));
  CHECK(cudaMemset(im.pixels, 0, im.count() * sizeof(uchar4)));
  return im;
}

void upload(Image& d, const Image& h) {
  CHECK(cudaMemcpy(d.pixels, h.pixels, h.count() * sizeof(uchar4), cudaMemcpyHostToDevice));
}
void download(Image& h, const Image& d) {
  CHECK(cudaMemcpy(h.pixels, d.pixels, d.count() * sizeof(uchar4), cudaMemcpyDeviceToHost));
}

// Gradients, rings and noise, so every filter has something to do.
void synthesize(Image& im, unsigned seed) {
  unsigned s = seed;
  for (int y = 0; y < im.height; ++y) {
    for (int x = 0; x < im.width; ++x) {
      s = s * 1664525u + 1013904223u;
      float fx = (float)x / im.width, fy = (float)y / im.height;
      float dx = fx - 0.5f, dy = fy - 0.5f;
      float ring = 0.5f + 0.5f * sinf(40.0f * sqrtf(dx * dx + dy * dy));
      float noise = (float)((s >> 24) & 0x1f) - 16.0f;
      im.row(y)[x] = make_pixel(clamp_u8(255.0f * fx + noise), clamp_u8(255.0f * ring), clamp_u8(255.0f * fy - noise),
                                (unsigned char)(255 - ((x ^ y) & 0x3f)));
    }
  }
}

// Largest per-channel difference (alpha included) between two images.
int max_diff(const Image& a, const Image& b) {
  int worst = 0;
  for (int y = 0; y < a.height; ++y)
    for (int x = 0; x < a.width; ++x) {
      uchar4 p = a.row(y)[x], q = b.row(y)[x];
      int d[4] = {p.x - q.x, p.y - q.y, p.z - q.z, p.w - q.w};
      for (int c = 0; c < 4; ++c) {
        int v = d[c] < 0 ? -d[c] : d[c];
        if (v > worst)
          worst = v;
      }
    }
  return worst;
}

int g_pass = 0;
int g_fail = 0;

void verdict(const char* name, int w, int h, int diff, int tolerance, float ms) {
  bool ok = diff <= tolerance;
  printf("  %-28s %5dx%-5d max diff %3d (tol %d) %8.3f ms %s\n", name, w, h, diff, tolerance, ms, ok ? "ok" : "BAD");
  if (ok)
    ++g_pass;
  else
    ++g_fail;
}

void host_point(const Image& src, Image& dst, int op, PointParams prm, const unsigned char* lut) {
  for (int y = 0; y < src.height; ++y)
    for (int x = 0; x < src.width; ++x) {
      uchar4 p = src.row(y)[x];
      uchar4 q = p;
      if (op == kGamma)
        q = make_pixel(lut[p.x], lut[p.y], lut[p.z], p.w);
      else if (op == kBrightContrast)
        q = make_pixel(clamp_u8((p.x - 128.0f) * prm.contrast + 128.0f + prm.brightness),
                       clamp_u8((p.y - 128.0f) * prm.contrast + 128.0f + prm.brightness),
                       clamp_u8((p.z - 128.0f) * prm.contrast + 128.0f + prm.brightness), p.w);
      else if (op == kYCbCrRoundTrip)
        q = from_ycbcr(to_ycbcr(p), p.w);
      else if (op == kInvert)
        q = make_pixel(255 - p.x, 255 - p.y, 255 - p.z, p.w);
      dst.row(y)[x] = q;
    }
}

void host_blur(const Image& src, Image& tmp, Image& dst, int radius, const float* weights) {
  for (int pass = 0; pass < 2; ++pass) {
    const Image& in = pass == 0 ? src : tmp;
    Image& out = pass == 0 ? tmp : dst;
    for (int y = 0; y < in.height; ++y)
      for (int x = 0; x < in.width; ++x) {
        float r = 0.0f, g = 0.0f, b = 0.0f;
        for (int d = -radius; d <= radius; ++d) {
          uchar4 p = pass == 0 ? in.row(y)[clamp_index(x + d, in.width)] : in.row(clamp_index(y + d, in.height))[x];
          float w = weights[d + radius];
          r += w * p.x;
          g += w * p.y;
          b += w * p.z;
        }
        out.row(y)[x] = make_pixel(clamp_u8(r), clamp_u8(g), clamp_u8(b), in.row(y)[x].w);
      }
  }
}

void gaussian_weights(int radius, float sigma, float* w) {
  float sum = 0.0f;
  for (int d = -radius; d <= radius; ++d) {
    w[d + radius] = expf(-(float)(d * d) / (2.0f * sigma * sigma));
    sum += w[d + radius];
  }
  for (int d = -radius; d <= radius; ++d)
    w[d + radius] /= sum;
}

void launch_point(const Image& s, const Image& d, int op, PointParams prm) {
  point_kernel<<<240, 256>>>(s, d, op, prm);
  CHECK(cudaGetLastError());
}

dim3 grid_for(int w, int h, unsigned bx, unsigned by) {
  dim3 g = {(unsigned)(w + bx - 1) / bx, (unsigned)(h + by - 1) / by, 1};
  return g;
}

template <int RADIUS, bool BOX>
void test_blur(const char* name, const Image& hsrc, const Image& dsrc, float sigma) {
  int w = hsrc.width, h = hsrc.height;
  float weights[2 * kMaxRadius + 1];
  if (BOX) {
    for (int d = 0; d <= 2 * RADIUS; ++d)
      weights[d] = 1.0f / (2 * RADIUS + 1);
  } else {
    gaussian_weights(RADIUS, sigma, weights);
    CHECK(cudaMemcpyToSymbol(c_gauss, weights, (2 * RADIUS + 1) * sizeof(float)));
  }
  Image dtmp = device_image(w, h), ddst = device_image(w, h);
  dim3 block = {kTileW, kTileH, 1};
  cudaEvent_t e0, e1;
  CHECK(cudaEventCreate(&e0));
  CHECK(cudaEventCreate(&e1));
  CHECK(cudaEventRecord(e0, 0));
  blur_rows<RADIUS, BOX><<<grid_for(w, h, kTileW * 4, kTileH), block>>>(dsrc, dtmp);
  blur_columns<RADIUS, BOX><<<grid_for(w, h, kTileW, kTileH * 4), block>>>(dtmp, ddst);
  CHECK(cudaGetLastError());
  CHECK(cudaEventRecord(e1, 0));
  CHECK(cudaEventSynchronize(e1));
  float ms = 0.0f;
  CHECK(cudaEventElapsedTime(&ms, e0, e1));
  Image htmp = host_image(w, h), href = host_image(w, h), hgot = host_image(w, h);
  host_blur(hsrc, htmp, href, RADIUS, weights);
  download(hgot, ddst);
  verdict(name, w, h, max_diff(hgot, href), 1, ms);
  CHECK(cudaFree(dtmp.pixels));
  CHECK(cudaFree(ddst.pixels));
  free(htmp.pixels);
  free(href.pixels);
  free(hgot.pixels);
  CHECK(cudaEventDestroy(e0));
  CHECK(cudaEventDestroy(e1));
}

void test_points(const Image& hsrc, const Image& dsrc) {
  int w = hsrc.width, h = hsrc.height;
  unsigned char lut[256];
  for (int i = 0; i < 256; ++i)
    lut[i] = clamp_u8(255.0f * powf(i / 255.0f, 1.0f / 2.2f));
  CHECK(cudaMemcpyToSymbol(c_gamma_lut, lut, sizeof(lut)));
  Image ddst = device_image(w, h);
  Image href = host_image(w, h), hgot = host_image(w, h);
  PointParams prm = {12.0f, 1.3f};
  const char* names[4] = {"gamma 2.2 (constant LUT)", "brightness/contrast", "YCbCr round trip", "invert"};
  int tolerances[4] = {0, 1, 2, 0};
  for (int op = 0; op < 4; ++op) {
    launch_point(dsrc, ddst, op, prm);
    CHECK(cudaDeviceSynchronize());
    download(hgot, ddst);
    host_point(hsrc, href, op, prm, lut);
    verdict(names[op], w, h, max_diff(hgot, href), tolerances[op], 0.0f);
  }
  CHECK(cudaFree(ddst.pixels));
  free(href.pixels);
  free(hgot.pixels);
}

void test_sobel(const Image& hsrc, const Image& dsrc) {
  int w = hsrc.width, h = hsrc.height;
  Plane dl = {w, h, nullptr}, dm = {w, h, nullptr};
  CHECK(cudaMalloc((void**)&dl.data, (long)w * h * sizeof(float)));
  CHECK(cudaMalloc((void**)&dm.data, (long)w * h * sizeof(float)));
  unsigned* dcount;
  CHECK(cudaMalloc((void**)&dcount, sizeof(unsigned)));
  CHECK(cudaMemset(dcount, 0, sizeof(unsigned)));
  dim3 block = {kTileW, kTileH, 1};
  luma_kernel<<<grid_for(w, h, kTileW, kTileH), block>>>(dsrc, dl);
  sobel_kernel<<<grid_for(w, h, kTileW, kTileH), block>>>(dl, dm, 100.0f, dcount);
  CHECK(cudaGetLastError());
  float* got = (float*)malloc((long)w * h * sizeof(float));
  float* lum = (float*)malloc((long)w * h * sizeof(float));
  CHECK(cudaMemcpy(got, dm.data, (long)w * h * sizeof(float), cudaMemcpyDeviceToHost));
  unsigned count = 0;
  CHECK(cudaMemcpy(&count, dcount, sizeof(unsigned), cudaMemcpyDeviceToHost));
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x)
      lum[(long)y * w + x] = luma(hsrc.row(y)[x]);
  Plane hp = {w, h, lum};
  float worst = 0.0f;
  unsigned want_count = 0;
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      float gx = (hp.at_clamped(x + 1, y - 1) + 2.0f * hp.at_clamped(x + 1, y) + hp.at_clamped(x + 1, y + 1)) -
                 (hp.at_clamped(x - 1, y - 1) + 2.0f * hp.at_clamped(x - 1, y) + hp.at_clamped(x - 1, y + 1));
      float gy = (hp.at_clamped(x - 1, y + 1) + 2.0f * hp.at_clamped(x, y + 1) + hp.at_clamped(x + 1, y + 1)) -
                 (hp.at_clamped(x - 1, y - 1) + 2.0f * hp.at_clamped(x, y - 1) + hp.at_clamped(x + 1, y - 1));
      float mag = sqrtf(gx * gx + gy * gy);
      worst = fmaxf(worst, fabsf(mag - got[(long)y * w + x]));
      if (mag > 100.0f)
        ++want_count;
    }
  // Edge counts may differ where a magnitude sits within rounding of the threshold.
  int count_diff = (int)count - (int)want_count;
  if (count_diff < 0)
    count_diff = -count_diff;
  bool ok = worst < 1e-2f && count_diff <= w * h / 10000 + 2;
  printf("  %-28s %5dx%-5d max |diff| %.2e, edges %u vs %u %s\n", "sobel on luma", w, h, worst, count, want_count,
         ok ? "ok" : "BAD");
  if (ok)
    ++g_pass;
  else
    ++g_fail;
  CHECK(cudaFree(dl.data));
  CHECK(cudaFree(dm.data));
  CHECK(cudaFree(dcount));
  free(got);
  free(lum);
}

void test_median(const Image& hsrc, const Image& dsrc) {
  int w = hsrc.width, h = hsrc.height;
  Image ddst = device_image(w, h);
  dim3 block = {16, 16, 1};
  median_kernel<<<grid_for(w, h, 16, 16), block>>>(dsrc, ddst);
  CHECK(cudaGetLastError());
  Image href = host_image(w, h), hgot = host_image(w, h);
  download(hgot, ddst);
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      unsigned char out[3];
      for (int c = 0; c < 3; ++c) {
        unsigned char v[9];
        int k = 0;
        for (int dy = -1; dy <= 1; ++dy)
          for (int dx = -1; dx <= 1; ++dx)
            v[k++] = channel(hsrc.row(clamp_index(y + dy, h))[clamp_index(x + dx, w)], c);
        // Reference: insertion sort, not the network.
        for (int i = 1; i < 9; ++i)
          for (int j = i; j > 0 && v[j - 1] > v[j]; --j) {
            unsigned char t = v[j];
            v[j] = v[j - 1];
            v[j - 1] = t;
          }
        out[c] = v[4];
      }
      href.row(y)[x] = make_pixel(out[0], out[1], out[2], hsrc.row(y)[x].w);
    }
  verdict("median 3x3 (sorting network)", w, h, max_diff(hgot, href), 0, 0.0f);
  CHECK(cudaFree(ddst.pixels));
  free(href.pixels);
  free(hgot.pixels);
}

void test_unsharp_and_downsample(const Image& hsrc, const Image& dsrc) {
  int w = hsrc.width, h = hsrc.height;
  float weights[2 * kMaxRadius + 1];
  gaussian_weights(3, 1.5f, weights);
  CHECK(cudaMemcpyToSymbol(c_gauss, weights, 7 * sizeof(float)));
  Image dtmp = device_image(w, h), dblur = device_image(w, h), dsharp = device_image(w, h);
  dim3 block = {kTileW, kTileH, 1};
  blur_rows<3, false><<<grid_for(w, h, kTileW * 4, kTileH), block>>>(dsrc, dtmp);
  blur_columns<3, false><<<grid_for(w, h, kTileW, kTileH * 4), block>>>(dtmp, dblur);
  dim3 b16 = {16, 16, 1};
  unsharp_kernel<<<grid_for(w, h, 16, 16), b16>>>(dsrc, dblur, dsharp, 0.8f);
  int hw = (w + 1) / 2, hh = (h + 1) / 2;
  Image dsmall = device_image(hw, hh);
  downsample2x<<<grid_for(hw, hh, 16, 16), b16>>>(dsharp, dsmall);
  CHECK(cudaGetLastError());

  Image htmp = host_image(w, h), hblur = host_image(w, h), hsharp = host_image(w, h);
  host_blur(hsrc, htmp, hblur, 3, weights);
  Image dev_blur = host_image(w, h);
  download(dev_blur, dblur);
  // Sharpen from the device's blur, so the check isolates the unsharp kernel.
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      uchar4 o = hsrc.row(y)[x], b = dev_blur.row(y)[x];
      hsharp.row(y)[x] = make_pixel(clamp_u8(o.x + 0.8f * (o.x - b.x)), clamp_u8(o.y + 0.8f * (o.y - b.y)),
                                    clamp_u8(o.z + 0.8f * (o.z - b.z)), o.w);
    }
  Image got_sharp = host_image(w, h);
  download(got_sharp, dsharp);
  verdict("unsharp mask (gauss r3)", w, h, max_diff(got_sharp, hsharp), 1, 0.0f);
  Image hsmall = host_image(hw, hh), got_small = host_image(hw, hh);
  for (int y = 0; y < hh; ++y)
    for (int x = 0; x < hw; ++x) {
      int sx = clamp_index(2 * x, w), sx1 = clamp_index(2 * x + 1, w);
      int sy = clamp_index(2 * y, h), sy1 = clamp_index(2 * y + 1, h);
      uchar4 a = got_sharp.row(sy)[sx], b = got_sharp.row(sy)[sx1], c = got_sharp.row(sy1)[sx],
             d = got_sharp.row(sy1)[sx1];
      hsmall.row(y)[x] = make_pixel((unsigned char)((a.x + b.x + c.x + d.x + 2) / 4),
                                    (unsigned char)((a.y + b.y + c.y + d.y + 2) / 4),
                                    (unsigned char)((a.z + b.z + c.z + d.z + 2) / 4),
                                    (unsigned char)((a.w + b.w + c.w + d.w + 2) / 4));
    }
  download(got_small, dsmall);
  verdict("downsample 2x", hw, hh, max_diff(got_small, hsmall), 0, 0.0f);
  CHECK(cudaFree(dtmp.pixels));
  CHECK(cudaFree(dblur.pixels));
  CHECK(cudaFree(dsharp.pixels));
  CHECK(cudaFree(dsmall.pixels));
  free(htmp.pixels);
  free(hblur.pixels);
  free(hsharp.pixels);
  free(dev_blur.pixels);
  free(got_sharp.pixels);
  free(hsmall.pixels);
  free(got_small.pixels);
}

void test_equalization(const Image& hsrc, const Image& dsrc) {
  int w = hsrc.width, h = hsrc.height;
  unsigned* dhist;
  unsigned char* dtable;
  CHECK(cudaMalloc((void**)&dhist, 256 * sizeof(unsigned)));
  CHECK(cudaMalloc((void**)&dtable, 256));
  CHECK(cudaMemset(dhist, 0, 256 * sizeof(unsigned)));
  luma_histogram<<<120, 256>>>(dsrc, dhist);
  equalization_table<<<1, 256>>>(dhist, (long)w * h, dtable);
  Image ddst = device_image(w, h);
  dim3 b16 = {16, 16, 1};
  apply_equalization<<<grid_for(w, h, 16, 16), b16>>>(dsrc, ddst, dtable);
  CHECK(cudaGetLastError());
  unsigned hist[256], want[256];
  CHECK(cudaMemcpy(hist, dhist, sizeof(hist), cudaMemcpyDeviceToHost));
  memset(want, 0, sizeof(want));
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x)
      want[clamp_u8(luma(hsrc.row(y)[x]))]++;
  // The device contracts luma's multiply-adds into fma, so a pixel whose luma is within rounding
  // of an integer may land in the neighbouring bin: the counts must add up to the pixel count,
  // and at most one pixel in 500 may have moved (each moved pixel counts twice in `moved`).
  long total = 0, moved = 0;
  for (int i = 0; i < 256; ++i) {
    total += hist[i];
    moved += hist[i] > want[i] ? hist[i] - want[i] : want[i] - hist[i];
  }
  int hist_bad = total != (long)w * h || moved > 2 * ((long)w * h / 500 + 1);
  unsigned char table[256];
  CHECK(cudaMemcpy(table, dtable, 256, cudaMemcpyDeviceToHost));
  bool monotone = true;
  for (int i = 1; i < 256; ++i)
    if (table[i] < table[i - 1])
      monotone = false;
  bool ok = hist_bad == 0 && monotone && table[255] == 255;
  printf("  %-28s %5dx%-5d histogram %s (%ld pixels in another bin), table monotone %s %s\n",
         "histogram equalization", w, h, hist_bad == 0 ? "right" : "WRONG", moved / 2, monotone ? "yes" : "no",
         ok ? "ok" : "BAD");
  if (ok)
    ++g_pass;
  else
    ++g_fail;
  CHECK(cudaFree(dhist));
  CHECK(cudaFree(dtable));
  CHECK(cudaFree(ddst.pixels));
}

void run_all(int w, int h) {
  printf("image %dx%d\n", w, h);
  Image hsrc = host_image(w, h);
  synthesize(hsrc, 1234u + w);
  Image dsrc = device_image(w, h);
  upload(dsrc, hsrc);
  test_points(hsrc, dsrc);
  test_blur<1, true>("box blur r1", hsrc, dsrc, 0.0f);
  test_blur<4, true>("box blur r4", hsrc, dsrc, 0.0f);
  test_blur<2, false>("gaussian r2 s1.0", hsrc, dsrc, 1.0f);
  test_blur<5, false>("gaussian r5 s2.5", hsrc, dsrc, 2.5f);
  test_blur<kMaxRadius, false>("gaussian r16 s6.0", hsrc, dsrc, 6.0f);
  test_sobel(hsrc, dsrc);
  test_median(hsrc, dsrc);
  test_unsharp_and_downsample(hsrc, dsrc);
  test_equalization(hsrc, dsrc);
  CHECK(cudaFree(dsrc.pixels));
  free(hsrc.pixels);
}

int main() {
  run_all(1920, 1080);
  run_all(333, 517);
  run_all(7, 3);
  printf("%d passed, %d failed\n", g_pass, g_fail);
  bool ok = g_fail == 0;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
