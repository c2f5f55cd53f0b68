// `--emit=cubin` assembles each sm's PTX with the ptxas of the CUDA installation circlec found:
// `<stem>.<sm>.cubin`, an NVIDIA ELF file; PTX calling external `__device__` functions is
// assembled as relocatable code (`ptxas -c`).
// REQUIRES: ptxas
// RUN: %circlec --emit=cubin --sm 52,90a %s -o %t
// RUN: od -c -N 4 %t.sm_52.cubin | FileCheck %s --check-prefix=ELF
// RUN: od -c -N 4 %t.sm_90a.cubin | FileCheck %s --check-prefix=ELF
// RUN: %circlec --emit=cubin --sm 70 -DEXTERNAL %s -o %t.rel
// RUN: od -c -N 4 %t.rel.sm_70.cubin | FileCheck %s --check-prefix=ELF
// ELF: 177 E L F

#ifdef EXTERNAL
__device__ int defined_elsewhere(int x);
#else
__device__ int defined_elsewhere(int x) { return x; }
#endif

__global__ void k(int* p) { p[threadIdx.x] = defined_elsewhere(p[0]); }
