// Linking: the host object with the CUDA runtime, static by default (as nvcc: the program needs
// no libcudart.so) or shared (no RUNPATH into the build machine unless -Wl,-rpath asks for one:
// the program finds the runtime through LD_LIBRARY_PATH); -L, -l, -Wl, and -Xlinker reach the
// linker. A
// missing runtime or C compiler is an error that says what to install. The program makes one
// CUDA call and prints its result whether or not a GPU is present.
// REQUIRES: libcudart
// RUN: rm -rf %t.dir && mkdir -p %t.dir
// RUN: %circlec --cudart=shared %s -o %t.dir/shared -Wl,-Map,%t.dir/shared.map -Xlinker --no-as-needed -lm -L%t.dir
// RUN: env LD_LIBRARY_PATH=%libcudart_dir %t.dir/shared | FileCheck %s
// RUN: readelf -d %t.dir/shared | FileCheck %s --check-prefix=DYN
// RUN: readelf -d %t.dir/shared | not grep -e RUNPATH -e RPATH
// RUN: grep -q libcudart %t.dir/shared.map
// RUN: %circlec -cudart shared -Wl,-rpath,%libcudart_dir %s -o %t.dir/rpath
// RUN: env -u LD_LIBRARY_PATH %t.dir/rpath | FileCheck %s
// RUN: readelf -d %t.dir/rpath | FileCheck %s --check-prefix=RPATH
// RUN: %circlec %s -o %t.dir/static
// RUN: env -u LD_LIBRARY_PATH %t.dir/static | FileCheck %s
// RUN: readelf -d %t.dir/static | FileCheck %s --check-prefix=STATIC
// RUN: readelf -d %t.dir/static | not grep -e RUNPATH -e RPATH
// RUN: %circlec -c %s -o %t.dir/obj.o && readelf -h %t.dir/obj.o | FileCheck %s --check-prefix=OBJ
// RUN: not %circlec -DNO_CUDA %s --cuda-path %t.dir/no-cuda -o %t.dir/x 2>&1 | FileCheck %s --check-prefix=NORT
// RUN: not env CC=%t.dir/no-such-cc %circlec %s -o %t.dir/y 2>&1 | FileCheck %s --check-prefix=NOCC

// Without a CUDA installation there are no CUDA headers either.
#ifdef NO_CUDA
__global__ void k() {}
int main() { return 0; }
#else
#include <cuda_runtime.h>
#include <stdio.h>

__global__ void k() {}

int main() {
  int n = -1;
  cudaError_t err = cudaGetDeviceCount(&n);
  printf("cudaGetDeviceCount: %s\n", err == cudaSuccess ? "ok" : cudaGetErrorName(err));
  return 0;
}
#endif

// CHECK: cudaGetDeviceCount: {{ok|cudaError[A-Za-z]+}}
// DYN: NEEDED{{.*}}libcudart.so
// RPATH: RUNPATH{{.*}}cuda_runtime/lib
// STATIC: NEEDED
// STATIC-NOT: libcudart
// OBJ: Type: REL (Relocatable file)
// NORT: error: the static CUDA runtime (libcudart_static.a) was not found{{.*}}[E0807]
// NORT: install the CUDA runtime
// NOCC: error: cannot run the C compiler `{{.*}}no-such-cc` to link{{.*}}[E0807]
// NOCC: install a C compiler and linker
