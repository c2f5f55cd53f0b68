// A missing input file and a missing input argument are errors, not panics.
// RUN: not %circlec -fsyntax-only %t.does-not-exist.cu 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: error: cannot read `{{.*}}does-not-exist.cu`
// RUN: not %circlec -fsyntax-only 2>&1 | FileCheck %s --check-prefix=NOARG
// NOARG: error: no input file
int main() { return 0; }
