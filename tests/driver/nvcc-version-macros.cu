// The macros nvcc defines in every pass: the CUDA version of the installation circlec uses
// (`__CUDACC_VER_MAJOR__` and kin, as `--print-cuda` reports it) and `__CUDA_ARCH_LIST__`,
// the archs compiled for in ascending order. A user's -D overrides them.
// REQUIRES: libcudart
// RUN: %circlec --print-cuda | sed -n 's/^version: \([0-9]*\)\.\([0-9]*\)\.\([0-9]*\).*/MAJOR \1 MINOR \2 BUILD \3/p' > %t.version
// RUN: %circlec -E -nocudainc --sm 80,52 %s | grep -E '^(MAJOR|LIST) ' > %t.out
// RUN: FileCheck %s --check-prefix=LIST --input-file=%t.out
// RUN: diff <(head -1 %t.out) %t.version
// RUN: %circlec -E -nocudainc --sm 70 -D__CUDA_ARCH_LIST__=1 %s | FileCheck %s --check-prefix=USER
// LIST: LIST 520,800
// USER: LIST 1
MAJOR __CUDACC_VER_MAJOR__ MINOR __CUDACC_VER_MINOR__ BUILD __CUDACC_VER_BUILD__
LIST __CUDA_ARCH_LIST__
