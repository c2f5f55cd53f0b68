// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
struct Cfg { int n; };
__global__ void k(int* p) {}
void host(int* p, Cfg c, float f) {
  // CHECK: invalid-launch-configuration.cu:[[@LINE+1]]:3: error[E0542]: a launch takes 2 to 4 configuration arguments, but 1 were given [invalid-launch-configuration]
  k<<<1>>>(p);
  // CHECK: invalid-launch-configuration.cu:[[@LINE+1]]:7: error[E0542]: the grid dimension of a launch must be `dim3` or an integer, not `Cfg`
  k<<<c, 1>>>(p);
  // CHECK: invalid-launch-configuration.cu:[[@LINE+1]]:13: error[E0542]: the shared memory size of a launch must be an integer, not `float`
  k<<<1, 1, f>>>(p);
  // CHECK: invalid-launch-configuration.cu:[[@LINE+1]]:16: error[E0542]: the stream of a launch must be a `cudaStream_t`, not `int`
  k<<<1, 1, 0, 5>>>(p);
  // CHECK: invalid-launch-configuration.cu:[[@LINE+1]]:3: error[E0407]: no matching function for call to `k` with argument types (float)
  k<<<1, 1>>>(f);
  k<<<dim3{2, 2}, 32, 0, 0>>>(p);
}
