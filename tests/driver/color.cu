// Diagnostics are plain text unless stderr is a terminal (lit pipes it) or --color=always.
// RUN: not %circlec -fsyntax-only %s 2>&1 | cat -v | FileCheck %s --check-prefix=PLAIN
// PLAIN: error: {{.*}} [E{{[0-9]+}}]
// PLAIN-NOT: {{\^\[\[}}
// RUN: not %circlec --color=always -fsyntax-only %s 2>&1 | cat -v | FileCheck %s --check-prefix=COLOR
// COLOR: {{\^\[\[[0-9;]+m}}
// RUN: not %circlec --color=never -fsyntax-only %s 2>&1 | cat -v | FileCheck %s --check-prefix=PLAIN
int x = not_declared;
