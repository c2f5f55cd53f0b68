// `_Pragma`'s operand is macro-expanded when it is not already a string literal, as GCC and clang
// do: CCCL spells every pragma `_Pragma(_CCCL_TO_STRING(x))` (push_macro, diagnostic push).
// RUN: %circlec -nocudainc -E -P %s 2>&1 | FileCheck %s --implicit-check-not=error
#define STR2(x) #x
#define STR(x) STR2(x)
#define PRAGMA(x) _Pragma(STR(x))
#define min(a, b) ((a) < (b) ? (a) : (b))
PRAGMA(push_macro("min"))
PRAGMA(GCC diagnostic push)
#undef min
// CHECK: int min = 1;
int min = 1;
PRAGMA(pop_macro("min"))
// CHECK: int y = ((1) < (2) ? (1) : (2));
int y = min(1, 2);
#define UNROLL(n) PRAGMA(unroll n)
// CHECK: #pragma unroll ( 4 )
void f(int* p) { UNROLL(4) for (int i = 0; i < 8; ++i) p[i] = i; }
// RUN: not %circlec -E -DBAD %s 2>&1 | FileCheck %s --check-prefix=BAD
#ifdef BAD
// BAD: pragma-operator-macro-operand.cu:[[@LINE+1]]:1: error: `_Pragma` takes one string literal [E0121]
_Pragma(1 2)
#endif
