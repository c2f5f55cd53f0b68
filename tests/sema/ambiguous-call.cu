// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
void over(long x);
void over(unsigned x);
void f() {
  // CHECK: ambiguous-call.cu:[[@LINE+3]]:3: error: call to `over` is ambiguous [E0408]
  // CHECK-DAG: candidate `over void (long)`
  // CHECK-DAG: candidate `over void (unsigned int)`
  over(1);
}
void exact(int x);
void exact(double x);
void g() { exact(1); exact(1.0); exact(1.0f); }
