// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
void v() {
  // CHECK: return-type-mismatch.cu:[[@LINE+1]]:10: error: `v` returns `void` but a value of type `int` is returned [E0505]
  return 1;
}
int i() {
  // CHECK: return-type-mismatch.cu:[[@LINE+1]]:3: error: `return` without a value in `i`, which returns `int`{{.*}}[E0505]
  return;
}
