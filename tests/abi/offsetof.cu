// `__builtin_offsetof` (and `offsetof` of <stddef.h>, which expands to it) is a `size_t`
// constant with clang's x86-64 offsets: direct members, members of a base class, and
// `.member` chains through members of class type (KF11). Array subscripts in the member
// designator are not supported yet (a clear error), nor are unknown members or incomplete
// classes accepted.
// RUN: %circlec -fsyntax-only %s
// RUN: not %circlec -fsyntax-only -DBAD_MEMBER %s 2>&1 | FileCheck %s --check-prefix=MEMBER
// RUN: not %circlec -fsyntax-only -DBAD_SUBSCRIPT %s 2>&1 | FileCheck %s --check-prefix=SUBSCRIPT
#include <stddef.h>
struct A { char c; int i; double d; };
struct B : A { short s; A inner; };
struct alignas(16) C { char c; A a[2]; long long x; };
static_assert(__builtin_offsetof(A, i) == 4, "i");
static_assert(offsetof(A, d) == 8, "d");
static_assert(offsetof(B, s) == 16, "s");
static_assert(offsetof(B, inner.d) == 32, "inner.d");
static_assert(offsetof(B, c) == 0, "a member of the base");
static_assert(offsetof(C, x) == 40, "x");
static_assert(sizeof(offsetof(C, x)) == 8, "a size_t");
constexpr size_t k = offsetof(B, inner);
static_assert(k == 24, "inner");

#ifdef BAD_MEMBER
struct Inc;
// MEMBER: offsetof.cu:[[@LINE+1]]:44: error: `nope` is not a data member of `A`{{.*}}[E0301]
unsigned long bad1 = __builtin_offsetof(A, nope);
// MEMBER: offsetof.cu:[[@LINE+1]]:46: error: `__builtin_offsetof` needs a complete class, not `Inc`{{.*}}[E0417]
unsigned long bad2 = __builtin_offsetof(Inc, x);
#endif
#ifdef BAD_SUBSCRIPT
// SUBSCRIPT: offsetof.cu:[[@LINE+1]]:45: error: array subscripts in `__builtin_offsetof` are not supported yet{{.*}}[E0209]
unsigned long bad3 = __builtin_offsetof(C, a[1].d);
#endif
