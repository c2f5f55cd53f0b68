// --dump=PHASE prints what one phase produced: the tokens after preprocessing, the syntax tree
// before semantic analysis, or the checked program (--dump-ast is --dump=ast).
// RUN: %circlec --dump=tokens %s | FileCheck %s --check-prefix=TOKENS
// RUN: %circlec --dump=syntax %s | FileCheck %s --check-prefix=SYNTAX
// RUN: %circlec --dump=ast %s | FileCheck %s --check-prefix=AST
// RUN: %circlec --dump-ast %s | FileCheck %s --check-prefix=AST
// RUN: not %circlec --dump=llvm %s 2>&1 | FileCheck %s --check-prefix=BAD
#define TWICE(x) ((x) + (x))
int twice(int v) { return TWICE(v); }
// TOKENS: Ident `twice` {{.*}}dump-phases.cu:[[@LINE-1]]:5
// TOKENS: Punct(Plus) `+`
// SYNTAX: (fn twice
// AST: twice
// BAD: invalid value 'llvm' for '--dump <PHASE>'
