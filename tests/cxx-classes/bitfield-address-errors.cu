// A bit-field has no address: `&`, `sizeof` and `alignof` on one and binding a non-const
// reference to one are errors (a `const int&` binds to a temporary: bitfield-access-run.cu).
// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
struct S { int a : 4; };
void take(int &);
void f(S &s) {
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: error: cannot take the address of a bit-field [E0433]
  int *p = &s.a;
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: error: `sizeof` applied to a bit-field [E0433]
  unsigned long n = sizeof(s.a);
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: error: cannot convert `int` to `int &` in initialization
  int &r = s.a;
  // CHECK: :[[@LINE+1]]:{{[0-9]+}}: error: no matching function for call to `take`
  take(s.a);
}
