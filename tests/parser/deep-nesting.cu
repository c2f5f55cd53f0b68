// Nesting deeper than the parser's limit is one clear error, never a crash.
// RUN: python3 -c "print('int x = ' + '(' * 3000 + '1' + ')' * 3000 + ';')" > %t.cu
// RUN: not %circlec -fsyntax-only %t.cu 2>&1 | FileCheck %s
// CHECK: error: nesting is deeper than 256 levels; the rest of the file is not parsed [E0002]
// CHECK: 1 error generated.
