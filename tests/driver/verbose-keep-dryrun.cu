// -v prints each program circlec runs (ptxas per sm, the linker) as a command line, and
// -Xptxas -v ptxas's register report; --dryrun prints the steps and runs nothing; --keep (also
// -keep, --save-temps) keeps each sm's .ll, .ptx and .cubin and the .fatbin.
// REQUIRES: ptxas
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %circlec -c -v -Xptxas -v -arch=sm_80 %s -o k.o 2>&1 | FileCheck %s --check-prefix=VERBOSE
// VERBOSE: ptxas -arch=sm_80 -v sm_80.ptx -o sm_80.cubin
// VERBOSE: ptxas info {{.*}}: Compiling entry function '_Z1kPi' for 'sm_80'
// VERBOSE: ptxas info {{.*}}: Used {{[0-9]+}} registers
// RUN: %circlec --dryrun -arch=sm_70 -arch=sm_80 %s -o app | FileCheck %s --check-prefix=DRY
// RUN: test ! -e app
// DRY: #$ circlec (in process): NVVM IR and PTX for sm_70 sm_80
// DRY-NEXT: #$ {{.*}}ptxas -arch=sm_70 sm_70.ptx -o sm_70.cubin
// DRY-NEXT: #$ {{.*}}ptxas -arch=sm_80 sm_80.ptx -o sm_80.cubin
// DRY: #$ {{.*}} host.o -o app
// RUN: %circlec -c -keep -gencode arch=compute_70,code=[sm_70,sm_80] %s -o k2.o
// RUN: ls | FileCheck %s --check-prefix=KEEP
// KEEP: verbose-keep-dryrun.fatbin
// KEEP-NEXT: verbose-keep-dryrun.sm_70.cubin
// KEEP-NEXT: verbose-keep-dryrun.sm_70.ll
// KEEP-NEXT: verbose-keep-dryrun.sm_70.ptx
// KEEP-NEXT: verbose-keep-dryrun.sm_80.cubin
// RUN: mkdir kept && %circlec -c --save-temps --keep-dir kept -arch=sm_75 %s -o k3.o && test -s kept/verbose-keep-dryrun.sm_75.ptx
__global__ void k(int *p) { *p = 1; }
