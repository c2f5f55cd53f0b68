// What goes wrong with separate compilation, each said at the source or by the driver with the
// remedy: an external `__device__` function or variable without `-rdc` (E0712, once each, at the
// use, naming the declaration); a device symbol no linked file defines (the device link's
// message, naming the object and sm); objects compiled for different sms; `-o` with `-c` and
// several sources; `-dlink` given a source or objects without device code; `-rdc` for PTX-only
// targets; `-S` with several sources.
// REQUIRES: libcudart
// RUN: rm -rf %t && mkdir -p %t
// RUN: not %circlec --sm 70 -c %s -o %t/nordc.o 2>&1 | FileCheck %s --check-prefix=NORDC
// RUN: not %circlec -fsyntax-only --sm 70 %s 2>&1 | FileCheck %s --check-prefix=NORDC
// RUN: %circlec -fsyntax-only -rdc=true --sm 70 %s
// `__CUDACC_RDC__` is defined with relocatable device code only, as nvcc defines it.
// RUN: %circlec -fsyntax-only -dc -DWANT_RDC_MACRO --sm 70 %s
// RUN: not %circlec -fsyntax-only -DWANT_RDC_MACRO --sm 70 %s 2>&1 | FileCheck %s --check-prefix=MACRO
// RUN: %circlec -dc --sm 70 %s -o %t/a.o
// RUN: %circlec -dc --sm 70 %S/Inputs/rdc_device.cu -o %t/b.o
// RUN: not %circlec --cudart=none %t/a.o %t/b.o %S/Inputs/rdc_main.cpp -o %t/app 2>&1 | FileCheck %s --check-prefix=UNDEF
// RUN: %circlec -dc --sm 70,80 %S/Inputs/rdc_device.cu -o %t/b2.o
// RUN: not %circlec -dlink %t/a.o %t/b2.o -o %t/dlink.o 2>&1 | FileCheck %s --check-prefix=SMS
// RUN: cd %t && not %circlec -c %s %S/Inputs/rdc_device.cu -o x.o 2>&1 | FileCheck %s --check-prefix=DASHO
// RUN: not %circlec -dlink %s 2>&1 | FileCheck %s --check-prefix=DLINK-SRC
// RUN: %circlec -c %S/Inputs/rdc_main.cpp -o %t/main.o
// RUN: not %circlec -dlink %t/main.o 2>&1 | FileCheck %s --check-prefix=DLINK-NONE
// RUN: not %circlec -rdc=true -c -gencode arch=compute_70,code=compute_70 %S/Inputs/rdc_device.cu -o %t/p.o 2>&1 | FileCheck %s --check-prefix=PTXONLY
// RUN: not %circlec -S %s %S/Inputs/rdc_device.cu 2>&1 | FileCheck %s --check-prefix=ONE
// A device-side launch cannot copy a class with a destructor into the parameter buffer.
// RUN: not %circlec -rdc=true -c --sm 70 -DNONTRIVIAL_LAUNCH %s -o %t/nt.o 2>&1 | FileCheck %s --check-prefix=NONTRIVIAL
// NONTRIVIAL: error: a class argument with a non-trivial copy constructor or destructor in a device-side launch
// ptxas's warnings are reported with `-dc` too.
// RUN: %circlec -dc --sm 70 -Xptxas -warn-double-usage %S/Inputs/rdc_double.cu -o %t/double.o 2>&1 | FileCheck %s --check-prefix=PTXASWARN
// PTXASWARN: warning: ptxas warning for sm_70 in `_Z5twicePd`: Program is doing double precision computations.
// Two definitions of one `__device__` function: the device link names both sources.
// RUN: not %circlec -rdc=true --sm 70 --cudart=none -DDEFINE_TWICE %s %S/Inputs/rdc_duplicate.cu %S/Inputs/rdc_device.cu -o %t/dup 2>&1 | FileCheck %s --check-prefix=DUP
// Several sources with `-c`: one object each, named after its source.
// RUN: cd %t && %circlec -c -rdc=true --sm 70 %s %S/Inputs/rdc_device.cu && test -f errors.o && test -f rdc_device.o
#if defined(WANT_RDC_MACRO) && !defined(__CUDACC_RDC__)
#error __CUDACC_RDC__ is not defined
#endif
extern __device__ int scale(int x);
#ifdef DEFINE_TWICE
__device__ int defined_twice(int x) { return x; }
#define undefined_elsewhere defined_twice
#else
extern __device__ int undefined_elsewhere(int x);
#endif
extern __device__ int table[4];

#ifdef NONTRIVIAL_LAUNCH
struct Owner {
  int *p;
  __device__ ~Owner() {}
};
__global__ void takes_owner(Owner o) { *o.p = 1; }
__global__ void launches_owner(int *p) { takes_owner<<<1, 1>>>(Owner{p}); }
#endif

__global__ void use(int *out) {
  out[0] = scale(1) + undefined_elsewhere(2) + table[0];
  out[1] = scale(3);
}

// NORDC: errors.cu:[[@LINE-4]]:12: error: `scale` is a `__device__` function defined in another translation unit, but device code for sm_70 uses it without relocatable device code [E0712]
// NORDC: `scale` declared here without a definition
// NORDC: compile every file with `-rdc=true`
// NORDC: error: `undefined_elsewhere` is a `__device__` function defined in another translation unit
// NORDC: error: `table` is a `__device__` variable defined in another translation unit
// NORDC-NOT: error: `scale`
// NORDC: 3 errors generated.
// UNDEF: circlec: error: the device link for sm_70 failed:
// UNDEF-NEXT: Undefined reference to '_Z19undefined_elsewherei' in '{{.*}}a.o (sm_70)'
// UNDEF-NOT: ERROR
// UNDEF: note: an undefined `__device__` symbol is defined in none of the linked files
// SMS: error: `{{.*}}a.o` has no device code for sm_80 (it was compiled for sm_70), which other inputs have
// DASHO: error: `-o` names one output, but 2 source files were given with `-c`
// DLINK-SRC: error: `-dlink` links the device code of objects; compile `{{.*}}errors.cu` first with `-dc`
// DLINK-NONE: error: `-dlink`: none of the inputs holds relocatable device code
// PTXONLY: error: relocatable device code is compiled for real sms only
// DUP: circlec: error: the device link failed:
// DUP-NEXT: Multiple definition of '_Z13defined_twicei' in '{{.*}}rdc_duplicate.cu (sm_70)', first defined in '{{.*}}errors.cu (sm_70)'
// DUP: note: a `__device__` function or variable defined in two files
// MACRO: error: #error __CUDACC_RDC__ is not defined
// ONE: error: `-E`, `-S`, `--emit`, `--dump` and `-M`/`-MM` take one source file at a time, and 2 were given
