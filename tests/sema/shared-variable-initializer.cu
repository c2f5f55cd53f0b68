// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
__global__ void k() {
  // CHECK: shared-variable-initializer.cu:[[@LINE+2]]:20: error: `__shared__` variable `tile` cannot have an initializer [E0543]
  // CHECK: assign the value in the kernel
  __shared__ float tile = 0.0f;
}
