// Diagnostics are plain text unless stderr is a terminal (lit pipes it) or --color=always.
// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=PLAIN
// PLAIN-NOT: {{\x1b\[}}
// RUN: not %circlec --color=always -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=COLOR
// COLOR: {{\x1b\[}}
int x = not_declared;
