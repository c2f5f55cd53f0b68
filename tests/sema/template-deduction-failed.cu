// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
template<typename T> T pick(T a, T b) { return a; }
int f() {
  // CHECK: template-deduction-failed.cu:[[@LINE+2]]:10: error: no matching function for call to `pick` [E0520]
  // CHECK: give the template arguments explicitly
  return pick(1, 2.0);
}
int g() { return pick(1, 2) + pick<long>(1, 2.0); }
