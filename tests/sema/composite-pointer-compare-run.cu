// Pointer comparisons and `?:` use the composite pointer type ([expr.type]/4): pointers that
// differ in cv-qualification at any level (`int**` with `const int**`/`volatile int**`, `int*`
// with `const int*`), `void*`, base and derived, and an operand of type `std::nullptr_t` that is
// not the literal itself (`(x, nullptr) == p`). Overload resolution prefers the reference to the
// less cv-qualified type ([over.ics.rank]/3.2.6): `operator=(const S&)` over
// `operator=(const volatile S&)`. Every case here is accepted by clang++-19.
// RUN: %circlec %s -o %t
// RUN: %t | FileCheck %s
// RUN: %circlec --dump-ast %s | FileCheck %s --check-prefix=AST
// CHECK: PASS
// AST: assign_picks_const_ref
#include <cstdio>

struct S {
  int which = 0;
  S& operator=(const S&) { which = 1; return *this; }
  S& operator=(const volatile S&) { which = 2; return *this; }
};
struct Base { int b = 0; };
struct Derived : Base { int d = 0; };

char f(const int&);
short f(const volatile int&);
static_assert(sizeof(f(1 + 1)) == 1, "const& preferred to const volatile& for an rvalue");
int gi;
static_assert(sizeof(f(gi)) == 1, "const& preferred to const volatile& for an lvalue");

int assign_picks_const_ref() {
  S a, b;
  a = b;
  return a.which;
}

int main() {
  int ok = 1;
  int x = 0, y = 0;
  int* p = &x;
  int* q = nullptr;
  ok &= (x, nullptr) == q;
  ok &= !((x, nullptr) == p);
  ok &= p != (y, nullptr);
  ok &= !(p == (y, nullptr));

  int* arr[2] = {&x, &y};
  int** pp = arr;
  const int** cpp = (const int**)arr;
  volatile int** vpp = (volatile int**)arr;
  ok &= pp == cpp;
  ok &= cpp == pp;
  ok &= !(pp != vpp);
  ok &= pp + 1 > cpp;
  ok &= cpp < pp + 1;
  ok &= pp <= vpp && vpp >= pp;
  const volatile int* const* cvp = pp;
  ok &= cvp == cpp;

  const int* cp = &x;
  ok &= p == cp;
  ok &= !(p != cp);
  ok &= (int*)&y != cp;
  const int* lo = &arr[0] == &arr[1] ? nullptr : &x;
  ok &= lo == p;
  const int* pick = ok ? p : cp;
  ok &= pick == &x;
  const void* vp = &x;
  ok &= vp == p && p == vp;

  Derived dd;
  Derived* dp = &dd;
  const Base* bp = &dd;
  ok &= dp == bp && bp == dp;
  const Base* sel = ok ? dp : bp;
  ok &= sel == bp;

  ok &= assign_picks_const_ref() == 1;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
