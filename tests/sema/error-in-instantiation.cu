// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
// An error inside a template body names the instantiation and where it was requested.
struct Pt { int x; };
template<typename T> T twice(T v) {
  // CHECK: error-in-instantiation.cu:[[@LINE+2]]:10: error: invalid operands to `+`: `Pt` and `Pt`{{.*}}[E0402]
  // CHECK: error-in-instantiation.cu:[[@LINE+5]]:10: note: in the instantiation of `twice<Pt>` requested here
  return v + v;
}
int ok = twice(2);
Pt p = {1};
Pt bad = twice(p);
