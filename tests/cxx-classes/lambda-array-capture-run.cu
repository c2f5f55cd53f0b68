// Arrays captured by copy are copied element by element into the closure (clang does the same):
// later changes to the original are not seen, multi-dimensional arrays and arrays of classes
// (through their copy constructors) work, and a closure holding an array can be passed to a
// kernel by value.
// RUN: %circlec --sm 70 %s -o %t.exe && %t.exe | FileCheck %s
// RUN: %circlec --emit=llvm -S --sm 70 -O0 %s -o %t
// RUN: FileCheck %s --check-prefix=IR < %t.host.ll
// RUN: %circlec --emit=ptx --sm 70 %s -o %t.d
// RUN: %if ptxas %{ %ptxas -arch=sm_70 %t.d.sm_70.ptx -o %t.cubin %}
// CHECK: copies 2
// CHECK: PASS
// IR-DAG: %struct.anon{{(\.[0-9]+)?}} = type { [4 x float] }

#include <stdio.h>

struct Counted {
  static int copies;
  int v;
  Counted(int x) : v(x) {}
  Counted(const Counted& o) : v(o.v) { ++copies; }
};
int Counted::copies = 0;

template <class F> __global__ void apply(F f, float* out) { out[threadIdx.x] = f(threadIdx.x); }

void launch(float* out) {
  float coeffs[4] = {1, 2, 3, 4};
  apply<<<1, 4>>>([=](int i) { return coeffs[i] * 2; }, out);
}

int main() {
  int bad = 0;
  float coeffs[4] = {1, 2, 3, 4};
  auto f = [=](int i) { return coeffs[i]; };
  coeffs[2] = 100;
  if (f(2) != 3 || sizeof(f) != sizeof(coeffs)) { printf("copy %g\n", f(2)); bad = 1; }
  int grid[2][3] = {{1, 2, 3}, {4, 5, 6}};
  auto g = [grid](int r, int c) { return grid[r][c]; };
  grid[1][2] = 0;
  if (g(1, 2) != 6 || g(0, 1) != 2) { printf("grid\n"); bad = 1; }
  Counted cs[2] = {Counted(7), Counted(8)};
  auto h = [cs] { return cs[0].v + cs[1].v; };
  printf("copies %d\n", Counted::copies);
  if (h() != 15) { printf("classes\n"); bad = 1; }
  auto gen = [=](auto i) { return coeffs[i] + grid[0][0]; };
  if (gen(1) != 3) { printf("generic\n"); bad = 1; }
  printf(bad ? "FAIL\n" : "PASS\n");
  return bad;
}
