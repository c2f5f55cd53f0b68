// `goto label;` and labels parse (sema and codegen: tests/codegen-host/goto.cu); GNU's computed
// `goto *p` is rejected with its own error, and parsing resumes after it: the later error is
// reported too.
// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
// RUN: %circlec --dump=syntax -DVALID %s | FileCheck %s --check-prefix=TREE
#ifdef VALID
// TREE: (goto found)
// TREE: (label found (return 1))
int find(const int* v, int n) {
  for (int i = 0; i < n; ++i)
    if (v[i] == 0)
      goto found;
  return -1;
found:
  return 1;
}
#else
int find(const int* v, int n, void* p) {
  for (int i = 0; i < n; ++i)
    if (v[i] == 0)
      goto *p;
// CHECK: goto.cu:[[@LINE-1]]:12: error: only `goto label;` is supported [E0205]
// CHECK: computed `goto *address` (a GNU extension) is not supported
  return -1;
found:
  return 1 +;
// CHECK: goto.cu:[[@LINE-1]]:13: error: expected expression, found `;` [E0202]
}
// CHECK: 2 errors generated.
#endif
