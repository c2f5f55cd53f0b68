// A constructor whose first parameter is its own class by value, cv-qualified or not, with
// every other parameter defaulted, is invalid ([class.copy.ctor]/5): copying the argument would
// call it again. circlec reports it at the declaration (it used to overflow the stack copying
// `H b(a)`) and leaves it out of overload resolution. `V(V, int)` without a default is valid.
// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not='error['

struct H {
  // CHECK: invalid-constructor.cu:[[@LINE+3]]:5: error[E0432]: invalid constructor: the first parameter of a constructor of `H` cannot be `H` by value [invalid-constructor]
  // CHECK: `H` taken by value
  // CHECK: this constructor would have to call itself to copy its argument
  H(H);
  H(H&&);
};
// The move constructor makes the implicit copy constructor deleted.
// CHECK: invalid-constructor.cu:[[@LINE+1]]:18: error[E0430]: use of the implicitly deleted copy or move constructor of `H`
void k(H& a) { H b(a); }

struct C {
  // CHECK: invalid-constructor.cu:[[@LINE+1]]:5: error[E0432]: invalid constructor: the first parameter of a constructor of `C` cannot be `C` by value [invalid-constructor]
  C(const C);
};

struct D {
  // CHECK: invalid-constructor.cu:[[@LINE+1]]:5: error[E0432]: invalid constructor: the first parameter of a constructor of `D` cannot be `D` by value [invalid-constructor]
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
  // CHECK: invalid-constructor.cu:[[@LINE+1]]:6: error[E0432]: invalid constructor: the first parameter of a constructor of `TT<int>` cannot be `TT<int>` by value [invalid-constructor]
  TT(TT, T = T());
  TT(int);
};
TT<int> t(1);
