// A function template declared, used, and defined further down the file: the specializations
// made at the calls get the later definition's body (its parameter names too), in host code
// and for a kernel template launched above its definition. An explicit specialization declared
// without a body stays a declaration (it is defined elsewhere). NVIDIA's simpleTemplates sample
// calls `runTest<float>` from `main` above the template's definition; it failed to link
// ("undefined reference to `void runTest<float>(int, char**, int)'").
// RUN: %circlec --sm 70 -O0 -c %s -o %t.o && nm %t.o | FileCheck %s --check-prefix=SYMS --implicit-check-not=_Z3runIcEii
// RUN: %circlec --sm 70 %s -o %t
// RUN: %if gpu %{ %t | FileCheck %s %}
#include <stdio.h>

template <class T> int run(int);
template <class T> __global__ void fill(T *out, T v);
template <> int run<char>(int);   // defined in no file: never called

int main() {
  int a = run<float>(3), b = run<short>(5);
  printf("host %d %d\n", a, b);
  int *d;
  cudaMalloc(&d, sizeof(int));
  fill<<<1, 1>>>(d, 42);
  int h = 0;
  cudaMemcpy(&h, d, sizeof(int), cudaMemcpyDeviceToHost);
  printf("device %d\n", h);
  return 0;
}
// CHECK: host 43 25
// CHECK: device 42

template <class T> int run(int count) { return (int)sizeof(T) * 10 + count; }
template <class T> __global__ void fill(T *out, T v) { *out = v; }

// SYMS: W _Z3runIfEii
// SYMS: W _Z3runIsEii
// SYMS: W _Z4fillIiEvPT_S0_
