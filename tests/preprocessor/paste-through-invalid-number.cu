// A `##` may form a pp-number that is no valid number (`200800_`, `1_y`) inside a macro argument
// that a later `##` pastes into an identifier: CUB and Thrust splice their namespace names
// (`CUB_200800_SM_520`) so. Such a number is reported only if it reaches the program.
// RUN: %circlec -E -nocudainc %s 2>&1 | FileCheck %s
// RUN: not %circlec -fsyntax-only -nocudainc -DBAD %s 2>&1 | FileCheck %s --check-prefix=BAD
#define CAT_(a, ...) a##__VA_ARGS__
#define CAT(a, ...) CAT_(a, __VA_ARGS__)
#define S1(SEP, P1) P1
#define S2(SEP, P1, ...) CAT(P1##SEP, S1(SEP, __VA_ARGS__))
#define S3(SEP, P1, ...) CAT(P1##SEP, S2(SEP, __VA_ARGS__))
#define S4(SEP, P1, ...) CAT(P1##SEP, S3(SEP, __VA_ARGS__))
#define P(a, b) a##b
// CHECK-NOT: error
// CHECK: int CUB_200800_SM_520;
int S4(_, CUB, 200800, SM, 520);
// CHECK: int x_1_y;
int CAT(x_, P(1, _y));
#ifdef BAD
// BAD: paste-through-invalid-number.cu:[[@LINE+1]]:9: error: invalid suffix `_y` on integer constant [E0101]
int y = P(1, _y);
#endif
