// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
struct S { int x; };
void f(int* p, S s) {
  // CHECK: invalid-cast.cu:[[@LINE+2]]:12: error: `static_cast` cannot convert `int *` to `long` [E0409]
  // CHECK: use `reinterpret_cast`
  long a = static_cast<long>(p);
  long b = reinterpret_cast<long>(p);
  // CHECK: invalid-cast.cu:[[@LINE+1]]:11: error: a C-style cast cannot convert `S` to `int`{{.*}}[E0409]
  int c = (int)s;
}
