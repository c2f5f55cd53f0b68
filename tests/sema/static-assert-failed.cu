// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
struct S { char a; double b; int c; };
static_assert(sizeof(S) == 24, "LP64 layout");
// CHECK: static-assert-failed.cu:[[@LINE+1]]:1: error: static assertion failed: S is not 16 bytes [E0313]
static_assert(sizeof(S) == 16, "S is not 16 bytes");
