// Relocatable device code in an archive (given by path, and by `-L`/`-l`), and a kernel template instantiated in two units: the
// instance is `.weak .entry` in each unit's PTX (as nvcc's -rdc PTX has it), so the device link
// keeps one; the archive member's `__device__` function resolves a call from this unit. The
// linked program launches the instance from both units.
// REQUIRES: libcudart, cuobjdump
// RUN: rm -rf %t && mkdir -p %t
// RUN: %circlec -rdc=true --emit=ptx --sm 70 -I%S/../../examples %s -o %t/ptx && FileCheck %s --check-prefix=PTX < %t/ptx.sm_70.ptx
// RUN: %circlec -dc --sm 70,80 -I%S/../../examples %s -o %t/main.o
// RUN: %circlec -dc --sm 70,80 %S/Inputs/rdc_template.cu -o %t/lib.o
// RUN: rm -f %t/libt.a && ar rcs %t/libt.a %t/lib.o
// RUN: %circlec --sm 70,80 %t/main.o %t/libt.a -o %t/app
// RUN: %cuobjdump -elf %t/app | FileCheck %s --check-prefix=ELF
// The archive as `-L dir -lt`: the device link scans it too.
// RUN: %circlec --sm 70,80 %t/main.o -L%t -lt -o %t/app-l
// RUN: %cuobjdump -elf %t/app-l | FileCheck %s --check-prefix=ELF
// RUN: timeout 120 %t/app > %t/app.out 2>&1
// RUN: FileCheck %s --check-prefix=ANY < %t/app.out
// RUN: %if gpu %{ FileCheck %s --check-prefix=GPU < %t/app.out %}
#include "cuda_check.h"

template <class T> __device__ inline T twice(T x) { return x + x; }
template <class T> __global__ void doubled(T *p) { p[threadIdx.x] = twice(p[threadIdx.x]); }
extern __device__ int offset_of_library();
__global__ void add_offset(int *p) { p[threadIdx.x] += offset_of_library(); }
void launch_from_library(int *p);

int main() {
  int h[32];
  for (int i = 0; i < 32; ++i)
    h[i] = i;
  int *d = nullptr;
  check(cudaMalloc(&d, sizeof h), "cudaMalloc");
  check(cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice), "cudaMemcpy");
  doubled<<<1, 32>>>(d);
  launch_from_library(d);
  add_offset<<<1, 32>>>(d);
  check(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost), "cudaMemcpy back");
  int errors = 0;
  for (int i = 0; i < 32; ++i)
    errors += h[i] != 4 * i + 100;
  cudaFree(d);
  return verdict("archives-and-templates", errors);
}

// PTX-DAG: .weak .entry _Z7doubledIiEvPT_(
// PTX-DAG: .visible .entry _Z10add_offsetPi(
// ELF: arch = sm_70
// ELF-DAG: FUNC {{.*}} _Z7doubledIiEvPT_
// ELF-DAG: FUNC {{.*}} _Z17offset_of_libraryv
// ELF: arch = sm_80
// ANY: {{archives-and-templates: PASS|failed: .* \(cudaError[A-Za-z]+\)}}
// ANY-NOT: FAIL
// GPU: archives-and-templates: PASS
