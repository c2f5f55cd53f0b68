// Exercises: a struct-of-arrays particle system inside a namespace: a struct of pointers
// passed by value to kernels, a Vec3 aggregate with member functions that return values
// and modify *this through member access, nested brace initialization, a union that
// views a float's bits as unsigned int, sqrtf, a __device__ global counter, using-alias
// declarations, and qualified names (physics::Vec3) used across host and device code.
//
// RUN: %circlec -fsyntax-only %s
// RUN: %circlec --dump-ast %s | FileCheck %s
// CHECK-DAG: ParticleArrays
// CHECK-DAG: integrateKernel
// CHECK-DAG: g_escaped

#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>
#include <cmath>

namespace physics {

struct Vec3 {
  float x, y, z;

  float dot(Vec3 o) const { return x * o.x + y * o.y + z * o.z; }
  float length() const { return sqrtf(dot(*this)); }
  Vec3 scaled(float s) const { return Vec3{x * s, y * s, z * s}; }
  Vec3 plus(Vec3 o) const { return {x + o.x, y + o.y, z + o.z}; }
  void accumulate(Vec3 o) {
    x += o.x;
    y += o.y;
    this->z += o.z;
  }
};

using Scalar = float;

struct ParticleArrays {
  Scalar* px;
  Scalar* py;
  Scalar* pz;
  Scalar* vx;
  Scalar* vy;
  Scalar* vz;
  Scalar* mass;
  int count;

  Vec3 position(int i) const { return {px[i], py[i], pz[i]}; }
  Vec3 velocity(int i) const { return {vx[i], vy[i], vz[i]}; }
  void store(int i, Vec3 p, Vec3 v) {
    px[i] = p.x; py[i] = p.y; pz[i] = p.z;
    vx[i] = v.x; vy[i] = v.y; vz[i] = v.z;
  }
};

struct SimParams {
  Vec3 gravity;
  Scalar dt;
  Scalar boxRadius;
};

}  // namespace physics

union FloatBits {
  float f;
  unsigned int u;
};

__device__ unsigned int g_escaped;

__device__ bool isFiniteBits(float v) {
  FloatBits b;
  b.f = v;
  return (b.u & 0x7f800000u) != 0x7f800000u;
}

__global__ void integrateKernel(physics::ParticleArrays p, physics::SimParams sim) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= p.count)
    return;
  physics::Vec3 pos = p.position(i);
  physics::Vec3 vel = p.velocity(i);
  vel.accumulate(sim.gravity.scaled(sim.dt / p.mass[i]));
  pos = pos.plus(vel.scaled(sim.dt));
  if (pos.length() > sim.boxRadius || !isFiniteBits(pos.x)) {
    atomicAdd(&g_escaped, 1u);
    vel = physics::Vec3{0.0f, 0.0f, 0.0f};
  }
  p.store(i, pos, vel);
}

int main() {
  const int n = 4096;
  physics::ParticleArrays h = {};
  physics::ParticleArrays d = {};
  h.count = d.count = n;
  physics::Scalar** hostFields[7] = {&h.px, &h.py, &h.pz, &h.vx, &h.vy, &h.vz, &h.mass};
  physics::Scalar** devFields[7] = {&d.px, &d.py, &d.pz, &d.vx, &d.vy, &d.vz, &d.mass};
  for (int f = 0; f < 7; ++f) {
    *hostFields[f] = (float*)malloc(n * sizeof(float));
    cudaMalloc((void**)devFields[f], n * sizeof(float));
    for (int i = 0; i < n; ++i)
      (*hostFields[f])[i] = f == 6 ? 1.0f : (float)((i * (f + 3)) % 17) - 8.0f;
    cudaMemcpy(*devFields[f], *hostFields[f], n * sizeof(float), cudaMemcpyHostToDevice);
  }

  physics::SimParams sim = {{0.0f, -9.81f, 0.0f}, 0.01f, 20.0f};
  for (int step = 0; step < 100; ++step)
    integrateKernel<<<(n + 127) / 128, 128>>>(d, sim);
  cudaDeviceSynchronize();

  cudaMemcpy(h.py, d.py, n * sizeof(float), cudaMemcpyDeviceToHost);
  double meanY = 0;
  for (int i = 0; i < n; ++i)
    meanY += h.py[i];
  printf("mean y after 100 steps: %f\n", meanY / n);

  for (int f = 0; f < 7; ++f) {
    cudaFree(*devFields[f]);
    free(*hostFields[f]);
  }
  return 0;
}
