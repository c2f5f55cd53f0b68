// Ref-qualifiers in redeclarations and calls: a `&&` member is not callable on an lvalue, a
// non-const `&` member not on a temporary; `&` and `&&` overloads defined out of line are matched
// to their declarations by the qualifier.
// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not='error:'

struct S {
  int f() &&;
  int g() &;
  int h() &;
  int h() &&;
};

int S::h() & { return 1; }
int S::h() && { return 2; }

int use(S &s) {
  // CHECK: ref-qualified-members-errors.cu:[[@LINE+1]]:10: error: cannot call member function `f` on this object [E0407]
  return s.f() +
         // CHECK: ref-qualified-members-errors.cu:[[@LINE+1]]:10: error: cannot call member function `g` on this object [E0407]
         S().g() + s.h() + S().h();
}
