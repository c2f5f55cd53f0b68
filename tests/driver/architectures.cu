// nvcc's architecture grammar: -gencode lists with brackets or quotes (and once the shell has
// removed the quotes), -arch with -code, -arch=all and all-major; compute_XX alone is PTX only.
// RUN: %circlec --dump=ptx -gencode arch=compute_70,code=[sm_70,sm_80] %s | FileCheck %s --check-prefixes=SM70,SM80
// RUN: %circlec --dump=ptx '-gencode=arch=compute_80,code="sm_80,compute_80"' %s | FileCheck %s --check-prefix=SM80 --implicit-check-not='; ----'
// RUN: %circlec --dump=ptx -gencode arch=compute_80,code=sm_80,compute_80 %s | FileCheck %s --check-prefix=SM80 --implicit-check-not='; ----'
// RUN: %circlec --dump=ptx -arch=compute_70 -code=sm_70,sm_75 %s | FileCheck %s --check-prefixes=SM70,SM75
// RUN: %circlec --dump=ptx -arch=all-major %s | FileCheck %s --check-prefixes=SM50,SM60,SM70,SM80,SM90
// RUN: %circlec --dump=ptx -arch=all %s | FileCheck %s --check-prefixes=SM50,SM52,SM90 --implicit-check-not=sm_90a
// SM50: ; ---- sm_50 ----
// SM52: ; ---- sm_52 ----
// SM60: ; ---- sm_60 ----
// SM70: ; ---- sm_70 ----
// SM75: ; ---- sm_75 ----
// SM80: ; ---- sm_80 ----
// SM90: ; ---- sm_90 ----
// RUN: not %circlec -fsyntax-only -gencode arch=compute_70,cod=sm_70 %s 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: circlec: error: `-gencode arch=compute_70,cod=sm_70`: cannot read `cod=sm_70`
// -arch=native asks nvidia-smi; without one it is a clear error.
// RUN: not env PATH=/nonexistent %circlec -fsyntax-only -arch=native %s 2>&1 | FileCheck %s --check-prefix=NATIVE
// NATIVE: circlec: error: `-arch=native` found no GPU
__global__ void k(int *p) { *p = 1; }
