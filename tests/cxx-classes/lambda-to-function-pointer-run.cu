// A lambda without captures converts to a pointer to function: passed to a C function
// (`qsort`), assigned, cast, returned, with `void` and deduced return types, and in a kernel
// (the device side calls the same invoker). It was "no matching function for call to `call`
// with argument types ((anonymous))". A lambda with a capture list (even an unused `[=]`) has
// no such conversion. g++ prints the same.
// RUN: %circlec %s -o %t && %t | FileCheck %s
// RUN: not %circlec -fsyntax-only -DCAPTURE %s 2>&1 | FileCheck %s --check-prefix=CAPTURE
// RUN: %circlec --emit=ptx --sm 70 %s -o %t.d && FileCheck %s --check-prefix=PTX < %t.d.sm_70.ptx
#include <cstdio>
#include <cstdlib>

int call(int (*f)(int), int x) { return f(x); }
static int counter = 0;

#ifdef CAPTURE
void bad() {
  int k = 1;
  // CAPTURE: error: no matching function for call to `call`
  call([=](int x) { return x + 1; }, 2);
}
#endif

// The invoker is inlined: 7 * 7 stored.
// PTX: .entry _Z6kernelPi(
// PTX: mov.b32 %r{{[0-9]+}}, 49;
__global__ void kernel(int *out) {
  int (*sq)(int) = [](int x) { return x * x; };
  out[0] = sq(7);
}

int main() {
  int v[] = {5, 3, 9, 1};
  qsort(v, 4, sizeof v[0], [](const void *a, const void *b) { return *(const int *)a - *(const int *)b; });
  // CHECK: sorted 1 3 5 9
  printf("sorted %d %d %d %d\n", v[0], v[1], v[2], v[3]);
  int (*inc)(int) = [](int x) { return x + 1; };
  auto twice = static_cast<int (*)(int)>([](int x) -> int { return 2 * x; });
  void (*bump)() = [] { ++counter; };
  bump();
  bump();
  // CHECK: inc 11 twice 42 call 8 counter 2
  printf("inc %d twice %d call %d counter %d\n", inc(10), twice(21), call([](int x) { return x * 4; }, 2), counter);
  return 0;
}
