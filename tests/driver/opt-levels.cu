// -Os, -Oz, -Og and -Ofast have their own effect, never a silent -O2: -Os and -Oz run LLVM's
// size pipelines, -Og is -O1 (as clang), -Ofast is -O3 with --use_fast_math.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %circlec --dump=ptx --sm 80 -O2 %s > %t/O2.ptx
// RUN: %circlec --dump=ptx --sm 80 -Os %s > %t/Os.ptx
// RUN: %circlec --dump=ptx --sm 80 -Oz %s > %t/Oz.ptx
// RUN: not diff -q %t/O2.ptx %t/Os.ptx
// RUN: not diff -q %t/Os.ptx %t/Oz.ptx
// RUN: %circlec --dump=ptx --sm 80 -Og %s > %t/Og.ptx
// RUN: %circlec --dump=ptx --sm 80 -O1 %s > %t/O1.ptx
// RUN: diff %t/Og.ptx %t/O1.ptx
// RUN: %circlec --dump=ptx --sm 80 -Ofast %s > %t/Ofast.ptx
// RUN: %circlec --dump=ptx --sm 80 -O3 --use_fast_math %s > %t/O3fast.ptx
// RUN: diff %t/Ofast.ptx %t/O3fast.ptx
// RUN: not diff -q %t/Ofast.ptx %t/O2.ptx
// RUN: not %circlec -O4 -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: unknown optimisation level `-O4`

__global__ void dot(float *a) {
  float s = 0;
  for (int i = 0; i < 64; i++) s += a[i] / a[i + 1];
  a[0] = s;
}
