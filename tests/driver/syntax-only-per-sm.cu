// -fsyntax-only also runs code generation's per-target checks without generating code: the ODR
// walk of each requested sm (here a builtin newer than sm_52) and of the host.
// RUN: not %circlec -fsyntax-only -arch=sm_52 %s 2>&1 | FileCheck %s
// RUN: %circlec -fsyntax-only -arch=sm_70 %s
// RUN: not %circlec -fsyntax-only -arch=sm_70 -DHOST_CALL %s 2>&1 | FileCheck %s --check-prefix=HOST
// CHECK: error: {{.*}}__nanosleep{{.*}}sm_70{{.*}}[{{E[0-9]+}}]
__global__ void k() { __nanosleep(100); }
__device__ int on_device() { return 1; }
#ifdef HOST_CALL
// HOST: error: {{.*}}on_device{{.*}}[{{E[0-9]+}}]
int main() { return on_device(); }
#endif
