// ccache in direct mode serves circlec's objects and sees its headers: after a header changes,
// the object changes (circlec -E's line markers list every header, one holding only macros
// too); after it changes back, the first object is a direct hit again.
// REQUIRES: ccache
// RUN: rm -rf %t && mkdir -p %t && cd %t && cp %s k.cu && cp %S/Inputs/ccache/val.h .
// RUN: export CCACHE_DIR=%t/cache CCACHE_DIRECT=1 CCACHE_NOHASHDIR=1
// RUN: ccache %circlec -c -arch=sm_80 k.cu -o k1.o
// RUN: ccache %circlec -c -arch=sm_80 k.cu -o k2.o
// RUN: cmp k1.o k2.o
// RUN: ccache --print-stats | FileCheck %s --check-prefix=HIT
// HIT: direct_cache_hit 1
// RUN: echo '#define VAL 3.0f' > val.h
// RUN: ccache %circlec -c -arch=sm_80 k.cu -o k3.o
// RUN: not cmp -s k1.o k3.o
// RUN: cp %S/Inputs/ccache/val.h . && ccache %circlec -c -arch=sm_80 k.cu -o k4.o && cmp k1.o k4.o
// RUN: ccache --print-stats | FileCheck %s --check-prefix=HIT2
// HIT2: direct_cache_hit 2
#include "val.h"
__global__ void k(float *a) { a[threadIdx.x] = VAL; }
