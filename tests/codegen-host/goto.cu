// `goto label;` in host and device code: backward and forward jumps, jumps out of loops and
// blocks that destroy the objects they leave (in the order `break` would), labels in device
// functions. A jump into the scope of an object with a destructor is E0728 (C++ forbids it); a
// label nothing defines is E0509, a label defined twice E0508, a label in a `@codegen if` branch
// the target drops is E0728 for that target. The run's output is g++'s.
// RUN: %circlec %s -o %t
// RUN: %t | FileCheck %s
// RUN: %circlec --emit=ptx --sm 70 %s -o %t
// RUN: FileCheck %s --check-prefix=PTX < %t.sm_70.ptx
// RUN: not %circlec -c -DINTO_SCOPE %s -o %t.o 2>&1 | FileCheck %s --check-prefix=INTO
// RUN: not %circlec -fsyntax-only -DBAD_LABELS %s 2>&1 | FileCheck %s --check-prefix=LABELS
// RUN: not %circlec --emit=ptx --sm 52,70 -DINTO_BRANCH %s -o %t.branch 2>&1 | FileCheck %s --check-prefix=BRANCH
#include <stdio.h>

int log_[32];
int n = 0;
struct T {
  int id;
  T(int i) : id(i) { log_[n++] = i; }
  ~T() { log_[n++] = -id; }
};

int find(const int* a, int len, int want) {
  int i = 0;
again:
  if (i >= len)
    goto fail;
  if (a[i] == want)
    goto found;
  i++;
  goto again;
found:
  return i;
fail:
  return -1;
}

void leave() {
  T outer(1);
  {
    T inner(2);
    for (int k = 0; k < 3; k++) {
      T loop(10 + k);
      if (k == 1)
        goto out;
    }
  }
out:
  log_[n++] = 99;
}

// PTX-LABEL: .func {{.*}}_Z5dfindPKiii(
// PTX: bra.uni
__device__ int dfind(const int* a, int len, int want) {
  for (int i = 0; i < len; i++) {
    if (a[i] == want)
      goto hit;
    continue;
  hit:
    return i;
  }
  return -1;
}
__global__ void k(const int* a, int* o) { o[0] = dfind(a, 4, 3); }

#ifdef INTO_SCOPE
void into(int x) {
  // INTO: goto.cu:[[@LINE+1]]:10: error: `goto inside` jumps into the scope of an object with a destructor, past its initialization{{.*}}[E0728]
  if (x) goto inside;
  {
    T t(5);
  inside:
    x++;
  }
}
#endif

#ifdef INTO_BRANCH
// A label in a `@codegen if` branch that a target drops cannot be jumped to from outside: an
// error for that target (it was a jump to nowhere, silently unreachable).
__device__ int branch(int x) {
  // BRANCH: goto.cu:[[@LINE+1]]:10: error: `goto inside` jumps into a `@codegen if` branch that is not compiled for sm_52{{.*}}[E0728]
  if (x) goto inside;
  @codegen if (__nvvm_arch >= 70) {
  inside:
    x += 5;
  }
  return x;
}
__global__ void kb(int* o) { o[0] = branch(o[0]); }
// BRANCH: 1 error generated
#endif

#ifdef BAD_LABELS
void labels() {
  // LABELS-DAG: goto.cu:[[@LINE+1]]:3: error: use of undeclared label `nowhere`{{.*}}[E0509]
  goto nowhere;
dup:;
  // LABELS-DAG: goto.cu:[[@LINE+1]]:1: error: redefinition of label `dup`{{.*}}[E0508]
dup:;
}
#endif

int main() {
  int a[] = {5, 7, 3, 9};
  leave();
  // CHECK: 2 -1 | 1 2 10 -10 11 -11 -2 99 -1
  printf("%d %d |", find(a, 4, 3), find(a, 4, 4));
  for (int i = 0; i < n; i++)
    printf(" %d", log_[i]);
  printf("\n");
  return 0;
}
