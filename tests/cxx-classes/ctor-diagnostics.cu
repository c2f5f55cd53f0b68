// Constructor overload resolution failures list every constructor and why it does not apply.
// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not='error:'

struct P {
  int a, b;
  __device__ P(int x) : a(x), b(0) {}
  __device__ P(int x, int y) : a(x), b(y) {}
};
struct Q {
  __device__ Q(int) {}
  __device__ Q(unsigned) {}
};

__device__ void f(int *ptr) {
  // CHECK: ctor-diagnostics.cu:[[@LINE+3]]:5: error: no matching function for call to `P` with argument types (int *) [E0407]
  // CHECK-DAG: candidate `P void (int)`: argument 1: no conversion from `int *` to `int`
  // CHECK-DAG: candidate `P void (int, int)`: takes 2 argument(s)
  P p(ptr);
  // CHECK: ctor-diagnostics.cu:[[@LINE+1]]:5: error: call to `Q` is ambiguous [E0408]
  Q q(1.5);
  // CHECK: ctor-diagnostics.cu:[[@LINE+1]]:5: error: no matching function for call to `P` with argument types () [E0407]
  P r;
}
