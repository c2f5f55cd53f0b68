// Out-of-line definitions of members that differ only in `volatile` each define their own
// declaration (cuda_fp16.hpp defines `__half::operator=(const __half_raw&) volatile` and
// `__half::operator __half_raw() const volatile` after the plain ones); a definition whose
// qualifiers match no declaration is an error.
// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not='error:'
typedef struct { unsigned short x; } raw;
struct H {
  unsigned short v;
  H &operator=(const raw &r);
  volatile H &operator=(const raw &r) volatile;
  operator raw() const;
  operator raw() const volatile;
  int f() const;
  int f() const volatile;
};
H &H::operator=(const raw &r) { v = r.x; return *this; }
volatile H &H::operator=(const raw &r) volatile { v = r.x; return *this; }
H::operator raw() const { raw r; r.x = v; return r; }
H::operator raw() const volatile { raw r; r.x = v; return r; }
int H::f() const { return 1; }
int H::f() const volatile { return 2; }
// CHECK: volatile-out-of-line.cu:[[@LINE+1]]:1: error: redefinition of `f` [E0302]
int H::f() const volatile { return 3; }
