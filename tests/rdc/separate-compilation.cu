// Separate compilation with relocatable device code: this file's kernel calls a `__device__`
// function and reads a `__device__` table defined in Inputs/rdc_device.cu, and launches a kernel
// defined there; Inputs/rdc_main.cpp holds `main`. Built four ways: nvcc's spellings, file by
// file (`-dc`, then a link of the objects); clang's (`-fgpu-rdc -c`); all in one circlec call;
// and `-dlink` with the final link by the C compiler. Each linked program's fatbin holds every
// sm's linked cubin with the other file's function and table in it. Without a GPU the programs
// report the runtime's error and SKIP; on one they print PASS.
// REQUIRES: libcudart, cuobjdump
// RUN: rm -rf %t && mkdir -p %t
// One call: three sources compiled in parallel, then linked.
// RUN: %circlec -rdc=true --sm 70,80 -I%S/../../examples %s %S/Inputs/rdc_device.cu %S/Inputs/rdc_main.cpp -o %t/one-call
// RUN: %cuobjdump -elf %t/one-call | FileCheck %s --check-prefix=ELF
// RUN: timeout 120 %t/one-call > %t/one-call.out 2>&1
// RUN: FileCheck %s --check-prefix=ANY < %t/one-call.out
// RUN: %if gpu %{ FileCheck %s --check-prefix=GPU < %t/one-call.out %}
//
// File by file, in nvcc's spelling.
// RUN: %circlec -dc --sm 70,80 -I%S/../../examples %s -o %t/a.o
// RUN: %circlec -dc -arch=sm_70 -gencode arch=compute_80,code=sm_80 %S/Inputs/rdc_device.cu -o %t/b.o
// RUN: %circlec -c %S/Inputs/rdc_main.cpp -o %t/c.o
// RUN: %circlec --sm 70,80 %t/a.o %t/b.o %t/c.o -o %t/nvcc-style
// RUN: %cuobjdump -elf %t/nvcc-style | FileCheck %s --check-prefix=ELF
// RUN: timeout 120 %t/nvcc-style > %t/nvcc-style.out 2>&1
// RUN: FileCheck %s --check-prefix=ANY < %t/nvcc-style.out
// RUN: %if gpu %{ FileCheck %s --check-prefix=GPU < %t/nvcc-style.out %}
//
// clang's spelling, and `-rdc=true -c`.
// RUN: %circlec -fgpu-rdc -c --cuda-gpu-arch=sm_70 --cuda-gpu-arch=sm_80 -I%S/../../examples %s -o %t/a2.o
// RUN: %circlec -rdc=true -c --sm 70,80 %S/Inputs/rdc_device.cu -o %t/b2.o
// RUN: %circlec %t/a2.o %t/b2.o %t/c.o -o %t/clang-style
// RUN: %cuobjdump -elf %t/clang-style | FileCheck %s --check-prefix=ELF
//
// `-dlink`: the device link alone, and the final link by the C compiler with the shared runtime.
// RUN: %circlec -dlink %t/a.o %t/b.o -o %t/dlink.o
// RUN: c++ %t/dlink.o %t/a.o %t/b.o %t/c.o %libcudart -o %t/gxx-linked
// RUN: %cuobjdump -elf %t/gxx-linked | FileCheck %s --check-prefix=ELF
// RUN: env LD_LIBRARY_PATH=%libcudart_dir timeout 120 %t/gxx-linked > %t/gxx.out 2>&1
// RUN: FileCheck %s --check-prefix=ANY < %t/gxx.out
//
// `--dryrun -dlink` says what it would do and writes nothing; `-v` shows each sm's device link.
// RUN: %circlec --dryrun -dlink %t/a.o %t/b.o -o %t/dry.o | FileCheck %s --check-prefix=DRYLINK
// RUN: not test -e %t/dry.o
// DRYLINK: device link (nvJitLink) of 2 units' device code, and its registration object {{.*}}dry.o
// RUN: %circlec -v --sm 70,80 %t/a.o %t/b.o %t/c.o -o %t/verbose 2>&1 | FileCheck %s --check-prefix=VERBOSE
// No device runtime: nothing here calls it, so libcudadevrt is not in the device link.
// VERBOSE: nvJitLink -arch=sm_70 {{.*}}a.o {{.*}}b.o{{$}}
// VERBOSE: nvJitLink -arch=sm_80
// VERBOSE: circlec_dlink.o {{.*}}a.o {{.*}}b.o {{.*}}c.o
//
// Without ptxas (`--no-cubin`) the units' records hold PTX, which nvJitLink compiles.
// RUN: %circlec -dc --no-cubin --sm 70 -I%S/../../examples %s -o %t/a-ptx.o
// RUN: %circlec -dc --no-cubin --sm 70 %S/Inputs/rdc_device.cu -o %t/b-ptx.o
// RUN: %circlec --sm 70 %t/a-ptx.o %t/b-ptx.o %t/c.o -o %t/from-ptx
// RUN: %cuobjdump -elf %t/from-ptx | FileCheck %s --check-prefix=ELF70
// ELF70: arch = sm_70
// ELF70-DAG: FUNC {{.*}} _Z5scalei
// ELF70-DAG: FUNC {{.*}} _Z5applyPii
//
// Objects are byte-identical from one build to the next, whatever the thread count.
// RUN: %circlec -dc --threads 1 --sm 70,80 -I%S/../../examples %s -o %t/a-again.o
// RUN: cmp %t/a.o %t/a-again.o
#include "cuda_check.h"

extern __device__ int table[4];
extern __device__ unsigned counter;
extern __device__ int scale(int x);
extern __global__ void count_calls(int n);

__global__ void apply(int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = scale(i) + table[i & 3];
}

int run_rdc_check() {
  const int n = 1000;
  int *d = nullptr;
  check(cudaMalloc(&d, n * sizeof(int)), "cudaMalloc");
  apply<<<(n + 255) / 256, 256>>>(d, n);
  check(cudaGetLastError(), "launch of apply");
  count_calls<<<1, 32>>>(n);
  check(cudaGetLastError(), "launch of count_calls");
  int h[n];
  check(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost), "cudaMemcpy");
  unsigned calls = 0;
  check(cudaMemcpyFromSymbol(&calls, counter, sizeof calls), "cudaMemcpyFromSymbol");
  int errors = calls == (unsigned)n ? 0 : 1;
  for (int i = 0; i < n; ++i)
    errors += h[i] != 3 * i + 10 * (i & 3);
  cudaFree(d);
  return verdict("separate-compilation", errors);
}

// ELF-DAG: arch = sm_70
// ELF-DAG: arch = sm_80
// ELF-DAG: FUNC {{.*}} _Z5scalei
// ELF-DAG: FUNC {{.*}} _Z5applyPii
// ELF-DAG: FUNC {{.*}} _Z11count_callsi
// ELF-DAG: OBJECT {{.*}} table
// ANY: {{separate-compilation: PASS|failed: .* \(cudaError[A-Za-z]+\)}}
// ANY-NOT: FAIL
// GPU: separate-compilation: PASS
