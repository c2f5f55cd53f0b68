// A variable used in a lambda without a capture default or an explicit capture.
// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
int f() {
  int a = 1;
  // CHECK: lambda-errors.cu:[[@LINE+2]]:31: error: variable `a` is not captured by this lambda [E0301]
  // CHECK: capture it: `[a]` by copy or `[&a]` by reference, or write `[=]` or `[&]`
  auto g = [](int x) { return a + x; };
  return g(1);
}
