// `goto` is rejected with its own error, and parsing resumes after it: the later error is
// reported too.
// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
int find(const int* v, int n) {
  for (int i = 0; i < n; ++i)
    if (v[i] == 0)
      goto found;
// CHECK: goto.cu:[[@LINE-1]]:7: error[E0205]: `goto` is not supported [goto-unsupported]
// CHECK: restructure the control flow with loops, `break`, `continue` or `return`
  return -1;
found:
  return 1 +;
// CHECK: goto.cu:[[@LINE-1]]:13: error[E0202]: expected expression, found `;` [expected-expression]
}
// CHECK: 2 errors generated.
