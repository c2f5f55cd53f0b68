// C++20 lambdas with a template parameter list: `[]<class T>(T x) {...}`. The template
// parameters are deduced from the arguments at each call (one call operator per deduction),
// name types in the parameters, the body and the return type, and work with captures and in
// lambdas passed to kernels. Non-type and pack template parameters are not supported yet.
// RUN: %circlec --sm 70 %s -o %t.exe && %t.exe | FileCheck %s
// RUN: %circlec --emit=ptx --sm 70 %s -o %t.d
// RUN: %if ptxas %{ %ptxas -arch=sm_70 %t.d.sm_70.ptx -o %t.cubin %}
// RUN: not %circlec -fsyntax-only -DBAD %s 2>&1 | FileCheck %s --check-prefix=ERR
// CHECK: PASS

#include <stdio.h>

template <class F> __global__ void apply(F f, float* out) { out[threadIdx.x] = f(out[threadIdx.x], 2); }

void launch(float* out) {
  float bias = 0.5f;
  apply<<<1, 32>>>([=]<class T, class U>(T x, U k) -> T { return x * (T)k + bias; }, out);
}

int main() {
  int bad = 0;
  auto twice = []<class T>(T x) { T y = x; return y + x; };
  if (twice(3) != 6 || twice(1.5) != 3.0) { printf("twice\n"); bad = 1; }
  auto same = []<class T>(T a, T b) { return sizeof(T) * 10 + (a < b); };
  if (same(1, 2) != 41 || same(2.0, 1.0) != 80) { printf("same\n"); bad = 1; }
  int base = 7;
  auto ref = [&]<class T>(T& x) { x += base; };
  int v = 1;
  ref(v);
  if (v != 8) { printf("ref %d\n", v); bad = 1; }
  auto ptr = []<class T>(T* p, int n) { T s = 0; for (int i = 0; i < n; ++i) s += p[i]; return s; };
  float fs[3] = {1, 2, 3};
  if (ptr(fs, 3) != 6.0f) { printf("ptr\n"); bad = 1; }
#ifdef BAD
  // ERR: error: cannot deduce the lambda's template parameter `U` from this call{{.*}}[E0521]
  auto nd = []<class T, class U>(T x) { return x; };
  nd(1);
  // ERR: error: lambdas with non-type, template or pack template parameters are not supported yet{{.*}}[E0317]
  auto nt = []<int N>(int x) { return x * N; };
#endif
  printf(bad ? "FAIL\n" : "PASS\n");
  return bad;
}
