// vec_class.cu: classes in a kernel. `Vec3` is a small fixed-size vector class with
// constructors, overloaded operators and const member functions (in-class, so inline and
// usable from device code without tags); `Particle` holds two of them and derives from
// `Tagged`. On the host, `DeviceArray<T>` owns device memory: its constructor allocates, its
// destructor frees at every scope exit, copying is deleted and moving transfers ownership.
// The kernel advances particles by one time step; the host checks every result.
#include "cuda_check.h"
#include <utility>

struct Vec3 {
  float x, y, z;
  Vec3() : x(0), y(0), z(0) {}
  Vec3(float a, float b, float c) : x(a), y(b), z(c) {}
  Vec3 operator+(const Vec3 &o) const { return Vec3(x + o.x, y + o.y, z + o.z); }
  Vec3 operator*(float s) const { return Vec3(x * s, y * s, z * s); }
  Vec3 &operator+=(const Vec3 &o) {
    x += o.x;
    y += o.y;
    z += o.z;
    return *this;
  }
  float dot(const Vec3 &o) const { return x * o.x + y * o.y + z * o.z; }
  float operator[](int i) const { return i == 0 ? x : i == 1 ? y : z; }
};

struct Tagged {
  int tag = -1;
};

struct Particle : Tagged {
  Vec3 pos;
  Vec3 vel;
};

__global__ void step(Particle *ps, int n, Vec3 gravity, float dt) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  Particle &p = ps[i];
  p.vel += gravity * dt;
  p.pos = p.pos + p.vel * dt;
  p.tag = i;
}

template <class T> class DeviceArray {
  T *ptr_ = nullptr;
  int n_ = 0;

public:
  explicit DeviceArray(int n) : n_(n) { check(cudaMalloc((void **)&ptr_, n * sizeof(T)), "cudaMalloc"); }
  DeviceArray(const DeviceArray &) = delete;
  DeviceArray(DeviceArray &&o) : ptr_(o.ptr_), n_(o.n_) {
    o.ptr_ = nullptr;
    o.n_ = 0;
  }
  ~DeviceArray() {
    if (ptr_)
      cudaFree(ptr_);
  }
  T *get() const { return ptr_; }
  int size() const { return n_; }
  void upload(const T *host) { check(cudaMemcpy(ptr_, host, n_ * sizeof(T), cudaMemcpyHostToDevice), "cudaMemcpy"); }
  void download(T *host) const { check(cudaMemcpy(host, ptr_, n_ * sizeof(T), cudaMemcpyDeviceToHost), "cudaMemcpy"); }
};

int main() {
  const int n = 1000;
  Particle *host = (Particle *)malloc(n * sizeof(Particle));
  for (int i = 0; i < n; ++i) {
    host[i].tag = -1;
    host[i].pos = Vec3(i, 0, 0);
    host[i].vel = Vec3(0, 1, 0);
  }
  DeviceArray<Particle> staging(n);
  DeviceArray<Particle> dev = std::move(staging);
  dev.upload(host);
  Vec3 g(0, -10, 0);
  step<<<(n + 127) / 128, 128>>>(dev.get(), n, g, 0.5f);
  check(cudaGetLastError(), "step launch");
  check(cudaDeviceSynchronize(), "step");
  dev.download(host);
  int errors = staging.get() != nullptr;
  for (int i = 0; i < n; ++i) {
    // vel = (0, 1 - 5, 0) = (0, -4, 0); pos = (i, -2, 0)
    Vec3 want(i, -2, 0);
    Vec3 d = host[i].pos + want * -1.0f;
    if (host[i].tag != i || d.dot(d) > 1e-6f || host[i].vel[1] != -4.0f)
      ++errors;
  }
  free(host);
  return verdict("vec_class", errors);
}
