// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
struct Cfg { int n; };
__global__ void k(int* p) {}
void host(int* p, Cfg c, float f) {
  // CHECK: invalid-launch-configuration.cu:[[@LINE+1]]:3: error: a launch takes 2 to 4 configuration arguments, but 1 were given [E0542]
  k<<<1>>>(p);
  // CHECK: invalid-launch-configuration.cu:[[@LINE+1]]:7: error: the grid dimension of a launch must be `dim3` or an integer, not `Cfg`{{.*}}[E0542]
  k<<<c, 1>>>(p);
  // CHECK: invalid-launch-configuration.cu:[[@LINE+1]]:13: error: the shared memory size of a launch must be an integer, not `float`{{.*}}[E0542]
  k<<<1, 1, f>>>(p);
  // CHECK: invalid-launch-configuration.cu:[[@LINE+1]]:16: error: the stream of a launch must be a `cudaStream_t`, not `int`{{.*}}[E0542]
  k<<<1, 1, 0, 5>>>(p);
  // CHECK: invalid-launch-configuration.cu:[[@LINE+1]]:3: error: no matching function for call to `k` with argument types (float){{.*}}[E0407]
  k<<<1, 1>>>(f);
  k<<<dim3{2, 2}, 32, 0, 0>>>(p);
}
