// Partial ordering errors: two partial specializations (or function templates) that both
// match and neither is more specialized.
// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s

template<class T, class U> struct P { static const int v = 0; };
template<class T> struct P<T*, int> { static const int v = 2; };
template<class T> struct P<T*, T> { static const int v = 3; };
// CHECK: partial-ordering-errors.cu:[[@LINE+5]]:15: error: ambiguous partial specializations of `P<int *, int>` [E0523]
// CHECK: Note: declare a partial specialization that is more specialized than both
// CHECK: partial-ordering-errors.cu:6:1: note: matches
// CHECK: partial-ordering-errors.cu:7:1: note: matches too, and neither is more specialized
// CHECK-NOT: static assertion failed
static_assert(P<int*, int>::v == 2, "");

template<class T> int m(T, int) { return 1; }
template<class T> int m(int, T) { return 2; }
// CHECK: partial-ordering-errors.cu:[[@LINE+1]]:20: error: call to `m` is ambiguous{{.*}}[E0408]
int use() { return m(1, 1); }
