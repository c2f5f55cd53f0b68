// `__managed__` variables need the runtime's managed registration and pointer indirection in
// host code, which the host code generator does not do yet: a clear error, not wrong code.
// RUN: not %circlec -c %s -o %t.o 2>&1 | FileCheck %s
// CHECK: managed-unsupported.cu:[[@LINE+2]]:17: error: `__managed__` variable `m` is not supported by the host code generator yet{{.*}}[E0708]
// CHECK: cudaMallocManaged
__managed__ int m;
__global__ void k() { m = 1; }
int main() { return 0; }
