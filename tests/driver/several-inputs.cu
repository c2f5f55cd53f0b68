// Several files on one command line, as gcc and nvcc take them: two sources compiled by circlec,
// an object and a shared library built by cc, linked in command-line order (the shared library
// holds no device code, and the device link leaves it alone); `-c` with several sources writes
// one object each, named after its source, and warns that a linker input is unused;
// `--dryrun -rdc=true` shows `ptxas -c` and the device link's object first on the link line.
// REQUIRES: libcudart
// RUN: rm -rf %t && mkdir -p %t
// RUN: cc -shared -fPIC %S/Inputs/several-inputs/scale.c -o %t/libscale.so
// RUN: cc -c %S/Inputs/several-inputs/offset.c -o %t/offset.o
// RUN: %circlec --cudart=none %s %S/Inputs/several-inputs/helper.cpp %t/offset.o %t/libscale.so -o %t/app
// RUN: env LD_LIBRARY_PATH=%t %t/app | FileCheck %s --check-prefix=RUNS
// RUNS: 3 * 2 * 7 + 100 = 142
// RUN: cd %t && %circlec -c %s %S/Inputs/several-inputs/helper.cpp %t/offset.o 2>&1 | FileCheck %s --check-prefix=UNUSED
// RUN: test -f %t/several-inputs.o && test -f %t/helper.o
// UNUSED: warning: `{{.*}}offset.o` is not used: nothing is linked
// RUN: %circlec --dryrun -rdc=true --sm 70 %s -o %t/dry | FileCheck %s --check-prefix=DRY
// DRY: ptxas -arch=sm_70 -c sm_70.ptx
// DRY: device link (nvJitLink)
// DRY: circlec_dlink.o host.o -o {{.*}}dry
#include <cstdio>

extern "C" int scale_by_three(int x);
extern "C" int add_offset(int x);
int twice(int x);

int main() {
  printf("3 * 2 * 7 + 100 = %d\n", add_offset(scale_by_three(twice(7))));
  return 0;
}
