// Host code that uses a `__device__` function or a device builtin is an error with the chain of
// ODR uses from the host root, as on the device side (`helper` is inline: not a root).
// RUN: not %circlec -c %s -o %t.o 2>&1 | FileCheck %s

__device__ int dev_only(int x) { return x * 2; }
inline int helper(int x) { return dev_only(x); }

int main() {
  __syncthreads();
  return helper(1);
}

// CHECK: error: `__syncthreads` is a device builtin, but host code calls it{{.*}}[E0710]
// CHECK: ODR used by: `main`
// CHECK: error: `dev_only` is a `__device__` function, but host code calls it{{.*}}[E0710]
// CHECK: ODR used by: `main` → `helper`
