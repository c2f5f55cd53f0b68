// nvcc's and clang's spellings: a typical nvcc line compiles; options without effect say so in
// one warning each (and -w silences them); -v prints the link line; unknown options are errors naming the whole option
// and the one meant.
// REQUIRES: libcudart
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %circlec -O3 -DNDEBUG -std=c++17 -lineinfo --use_fast_math -Xcompiler -fPIC -arch=sm_80 -c %s -o k.o 2> warn.txt
// RUN: test -s k.o
// RUN: count 0 < warn.txt
// -lineinfo is never `-l ineinfo`: the link would fail on `-lineinfo` if it were.
// RUN: %circlec -lineinfo --expt-relaxed-constexpr --extended-lambda -Wall -g -G -w -v %s -o app 2>&1 | FileCheck %s --check-prefix=LINK
// LINK-NOT: warning
// LINK: host.o -o app
// LINK-NOT: ineinfo
// RUN: test -x app
// RUN: not %circlec -stdd=c++17 -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN: circlec: error: unknown option `-stdd=c++17`; did you mean `-std`?
// RUN: not %circlec --use-fast_math -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=SUGGEST
// SUGGEST: circlec: error: unknown option `--use-fast_math`; did you mean `--use_fast_math`?
// RUN: not %circlec -fsyntax-onyl %s 2>&1 | FileCheck %s --check-prefix=FEATURE
// FEATURE: circlec: error: unknown feature `-fsyntax-onyl`; did you mean `-fsyntax-only`?
// RUN: not %circlec -std=c++23 -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=STD
// STD: circlec: error: `-std=c++23`: unknown language standard `c++23`
// RUN: not %circlec -Xcompiler -fopenmp -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=XCOMP
// XCOMP: circlec: error: unknown feature `-fopenmp`
// RUN: %circlec -rdc=true -fsyntax-only %s
// RUN: %circlec -rdc=false -fsyntax-only %s
// RUN: not %circlec -rdc=maybe -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=RDC
// RDC: `-rdc=maybe`: expected `true` or `false`
// Options that qualify a step that does not run say so.
// RUN: %circlec -c -shared -ccbin cc --no-cubin -Xptxas -v %s -o k4.o 2>&1 | FileCheck %s --check-prefix=UNUSED
// UNUSED: warning: `-Xptxas` has no effect with `--no-cubin`
// UNUSED: warning: `-shared` has no effect: nothing is linked
// UNUSED: warning: `-ccbin` has no effect
// -x cu compiles a file whatever its extension.
// RUN: cp %s k.txt && %circlec -x cu -fsyntax-only k.txt
// RUN: not %circlec -fsyntax-only k.txt 2>&1 | FileCheck %s --check-prefix=EXT
// EXT: any file after `-x cu`)

__global__ void scale(float *a, float s) { a[threadIdx.x] *= s; }
int main() { return 0; }
