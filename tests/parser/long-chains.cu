// A left-associative chain is not nesting: 1,100 `+` terms and 1,100 `else if`s compile (they
// were refused as "nesting deeper than 256 levels") and run correctly, as with clang and g++.
// Chains have their own bound (16384 links), reported clearly; real nesting keeps the bracket
// depth of 256, which `-fbracket-depth=N` changes, as clang's option.
// RUN: python3 -c "n = 1100; print('#include <cstdio>'); print('int g = 1' + ' + 1' * (n - 1) + ';'); print('int pick(int x) { if (x == 0) return 0;' + ''.join(' else if (x == %%d) return %%d;' %% (i, 2 * i) for i in range(1, n)) + ' return -1; }'); print('int main() { int y = 2; int z = y' + ' + y' * (n - 1) + '; printf(\"%%d %%d %%d %%d\", g, z, pick(1099), pick(5000)); return 0; }')" > %t.cu
// RUN: %circlec %t.cu -o %t
// RUN: %t | FileCheck %s
// CHECK: 1100 2200 2198 -1
// RUN: python3 -c "print('int x = 1' + ' + 1' * 20000 + ';')" > %t.long.cu
// RUN: not %circlec -fsyntax-only %t.long.cu 2>&1 | FileCheck %s --check-prefix=LONG
// LONG: error: a chain of operators, calls, subscripts or `else if`s is longer than 16384 links; the rest of the file is not parsed [E0002]
// RUN: python3 -c "print('int x = ' + '(' * 300 + '1' + ')' * 300 + ';')" > %t.nest.cu
// RUN: not %circlec -fsyntax-only %t.nest.cu 2>&1 | FileCheck %s --check-prefix=NEST
// NEST: error: nesting is deeper than 256 levels; the rest of the file is not parsed [E0002]
// NEST: Note: split the expression or statement into smaller parts, or raise the limit with `-fbracket-depth=N`
// RUN: %circlec -fsyntax-only -fbracket-depth=400 %t.nest.cu
// RUN: not %circlec -fsyntax-only -fbracket-depth=100 %t.nest.cu 2>&1 | FileCheck %s --check-prefix=LOW
// A chain does not count against the bracket depth, however low:
// RUN: %circlec -fsyntax-only -fbracket-depth=100 %t.cu
// LOW: error: nesting is deeper than 100 levels{{.*}}[E0002]
// RUN: not %circlec -fsyntax-only -fbracket-depth=0 %t.cu 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: circlec: error: invalid value `0` in `-fbracket-depth=`; expected a positive integer
