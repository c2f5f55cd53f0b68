// A constructor whose first parameter is its own class by value, cv-qualified or not, with
// every other parameter defaulted, is invalid ([class.copy.ctor]/5): copying the argument would
// call it again. circlec reports it at the declaration (it used to overflow the stack copying
// `H b(a)`) and leaves it out of overload resolution. `V(V, int)` without a default is valid.
// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not='error:'

struct H {
  // CHECK: invalid-constructor.cu:[[@LINE+3]]:5: error: invalid constructor: the first parameter of a constructor of `H` cannot be `H` by value [E0432]
  // CHECK: `H` taken by value
  // CHECK: this constructor would have to call itself to copy its argument
  H(H);
  H(H&&);
};
// The move constructor makes the implicit copy constructor deleted.
// CHECK: invalid-constructor.cu:[[@LINE+1]]:18: error: use of the implicitly deleted copy or move constructor of `H`{{.*}}[E0430]
void k(H& a) { H b(a); }

struct C {
  // CHECK: invalid-constructor.cu:[[@LINE+1]]:5: error: invalid constructor: the first parameter of a constructor of `C` cannot be `C` by value [E0432]
  C(const C);
};

struct D {
  // CHECK: invalid-constructor.cu:[[@LINE+1]]:5: error: invalid constructor: the first parameter of a constructor of `D` cannot be `D` by value [E0432]
  D(D, int = 0);
  D(const volatile D&);
};

struct V {
  V(V, int);
  V(const V&);
  V(int);
};
V make(V v) { return V(v, 2); }

template <class T> struct TT {
  // CHECK: invalid-constructor.cu:[[@LINE+1]]:6: error: invalid constructor: the first parameter of a constructor of `TT<int>` cannot be `TT<int>` by value [E0432]
  TT(TT, T = T());
  TT(int);
};
TT<int> t(1);
