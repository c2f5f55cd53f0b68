// Misplaced loop pragmas warn (and are ignored); a count that is not a positive integer
// constant expression is an error, reported per instantiation for a template parameter.
// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: loop-pragma.cu:[[@LINE+1]]:9: warning: loop pragma must be followed by a loop [E0212]
#pragma unroll 4
struct S {
  // CHECK: loop-pragma.cu:[[@LINE+1]]:9: warning: loop pragma must be followed by a loop{{.*}}[E0212]
#pragma unroll
  int y;
};
void g() {
  // CHECK: loop-pragma.cu:[[@LINE+1]]:9: warning: loop pragma must be followed by a loop{{.*}}[E0212]
#pragma unroll
}
template <int N>
__device__ void f(float* out, int n) {
  // CHECK: loop-pragma.cu:[[@LINE+1]]:9: warning: loop pragma must be followed by a loop [E0212]
#pragma unroll
  out[0] = 1;
  // CHECK: loop-pragma.cu:[[@LINE+1]]:16: error: `#pragma unroll` count must be positive, not 0 [E0590]
#pragma unroll 0
  for (int i = 0; i < 4; ++i) out[i] = 0;
  // CHECK: loop-pragma.cu:[[@LINE+1]]:16: error: the count of `#pragma unroll` is not a constant expression{{.*}}[E0314]
#pragma unroll n
  for (int i = 0; i < 4; ++i) out[i] = 0;
  // CHECK: loop-pragma.cu:[[@LINE+1]]:16: error: the count of `#pragma unroll` must be an integer, not `double`{{.*}}[E0401]
#pragma unroll 2.5
  for (int i = 0; i < 4; ++i) out[i] = 0;
  // CHECK: loop-pragma.cu:[[@LINE+1]]:16: error: `#pragma unroll` count must be positive, not -3{{.*}}[E0590]
#pragma unroll N
  for (int i = 0; i < 4; ++i) out[i] = 0;
  // Fine: a positive template argument, a constant expression, and `nounroll`.
#pragma unroll N + 5
  for (int i = 0; i < 4; ++i) out[i] = 0;
#pragma unroll (2 * 2)
  while (n--) out[n] = 0;
#pragma nounroll
  do { out[n] = 1; } while (++n < 8);
}
__global__ void k(float* out, int n) { f<-3>(out, n); }
// CHECK-NOT: error:
// CHECK-NOT: warning:
// CHECK: 4 warnings and 4 errors generated
