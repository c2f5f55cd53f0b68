// -Werror makes every warning an error (exit status 1); -w shows no warnings.
// RUN: %circlec -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=WARN
// WARN: warning: attribute `frobnicate` is ignored{{.*}}[E0213]
// RUN: not %circlec -fsyntax-only -Werror %s 2>&1 | FileCheck %s --check-prefix=ERROR
// ERROR: error: attribute `frobnicate` is ignored{{.*}}[E0213]
// ERROR: this warning is an error because of `-Werror`
// ERROR: 1 error generated.
// RUN: %circlec -fsyntax-only -w %s 2>&1 | count 0
// RUN: %circlec -fsyntax-only -Werror -w %s 2>&1 | count 0
__attribute__((frobnicate)) int x;
