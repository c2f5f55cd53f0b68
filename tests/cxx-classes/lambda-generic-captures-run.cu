// A generic lambda with a capture default captures exactly what its body uses from the
// enclosing function, found by walking the body's names (not its text): parameters and locals
// of the lambda shadow enclosing variables, a member name after `.` is not a variable, names
// that come from macro expansions are uses (and a macro's own name is not), nested lambdas' uses are
// captured through the outer lambda, and members of the enclosing class capture `this`.
// RUN: %circlec --sm 70 %s -o %t.exe && %t.exe | FileCheck %s
// RUN: %circlec --emit=ptx --sm 70 %s -o %t.d
// CHECK: PASS

#include <stdio.h>

#define USE_Z (z + 1)
#define TWICE(v) ((v) * 2)

struct S { int x; };

template <class F> __host__ __device__ int call1(F f) { return f(10); }

struct Box {
  int m = 5;
  int twice() const { return m * 2; }
  int run() { return call1([=](auto k) { return k + m + twice(); }); }
};

int main() {
  int bad = 0;
  int a = 1, b = 2;
  // Shadowed by the parameter and by a local: nothing captured.
  auto f1 = [=](auto a) { int b = 5; return a + b; };
  if (sizeof(f1) != 1 || f1(1) != 6) { printf("shadow %d\n", (int)sizeof(f1)); bad = 1; }
  // `s.x` uses `s`, not the local `x`.
  int x = 3;
  S s{4};
  auto f2 = [=](auto k) { return s.x + k; };
  if (sizeof(f2) != sizeof(S) || f2(1) != 5) { printf("member %d\n", (int)sizeof(f2)); bad = 1; }
  // A macro's expansion uses `z`; `TWICE` is not a variable.
  int z = 6;
  auto f3 = [=](auto k) { return USE_Z * k + TWICE(a); };
  if (f3(2) != 16) { printf("macro %d\n", f3(2)); bad = 1; }
  // `sizeof(big)` in the body (captured: a small over-capture, clang would not).
  double big = 0;
  auto f4 = [=](auto k) { return (int)sizeof(big) + k + b; };
  if (f4(1) != 11) { printf("sizeof %d\n", f4(1)); bad = 1; }
  // Nested lambdas: `w` is captured by the outer lambda for the inner one.
  int w = 100;
  auto f5 = [=](auto k) { return [=](auto j) { return j + k + w; }(1); };
  if (f5(2) != 103) { printf("nested %d\n", f5(2)); bad = 1; }
  // By reference: the lambda sees later changes.
  int r = 1;
  auto f6 = [&](auto k) { return r + k; };
  r = 40;
  if (f6(2) != 42) { printf("ref %d\n", f6(2)); bad = 1; }
  Box bx;
  if (bx.run() != 25) { printf("this %d\n", bx.run()); bad = 1; }
  (void)x;
  printf(bad ? "FAIL\n" : "PASS\n");
  return bad;
}

// In device code too.
__global__ void k(int* out, int base) {
  int unused = 7;
  out[0] = call1([=](auto v) { int unused = 1; return v + base + unused; });
}
