// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
void f() {
  // CHECK: goto-unsupported.cu:[[@LINE+1]]:1: error[E0506]: labels and `goto` are not supported [goto-unsupported]
out:
  return;
}
