// `decltype` of an unparenthesized function name is the function's type (so
// `decltype(ns::f) *` is a pointer to function, as cooperative groups' tables write it); a
// parenthesized name is an lvalue of that type, `T&`; likewise `decltype(s.m)` is the member's
// declared type and `decltype((s.m))` a reference.
// RUN: %circlec -fsyntax-only %s 2>&1 | FileCheck %s --allow-empty
// CHECK-NOT: error
namespace mg { __device__ void sync(); __device__ unsigned size(); }
struct Table { decltype(mg::sync) *s; decltype(mg::size) *z; };
int x; int f(int);
template <class T, class U> struct same { static constexpr bool value = false; };
template <class T> struct same<T, T> { static constexpr bool value = true; };
static_assert(same<decltype(x), int>::value, "");
static_assert(same<decltype((x)), int&>::value, "");
static_assert(same<decltype(f), int(int)>::value, "");
static_assert(same<decltype((f)), int(&)(int)>::value, "");
struct T { long tv_sec; };
void g() {
  T ts;
  T* p = &ts;
  static_assert(same<decltype(ts.tv_sec), long>::value, "");
  static_assert(same<decltype(p->tv_sec), long>::value, "");
  static_assert(same<decltype((ts.tv_sec)), long&>::value, "");
}
