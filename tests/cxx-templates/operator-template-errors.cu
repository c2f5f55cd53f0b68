// Two operator templates that match equally well.
// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
struct V { int x; };
template<class T> int operator+(const V&, T) { return 1; }
template<class T> int operator+(T, const V&) { return 2; }
// CHECK: operator-template-errors.cu:[[@LINE+4]]:32: error: use of `operator+` is ambiguous [E0408]
// CHECK: operator-template-errors.cu:4:1: note: candidate template
// CHECK: operator-template-errors.cu:5:1: note: candidate template
// CHECK-NOT: invalid-operands
int g() { V a{1}, b{2}; return a + b; }
