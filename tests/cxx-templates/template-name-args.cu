// A function template named without template arguments where a function pointer is expected
// takes the specialization whose type that is ([over.over], [temp.deduct.funcaddr]): as a
// call argument (overloads pick by it), deduced from a template's other arguments, and as a
// variable's initializer. Elsewhere, or when no specialization has the type, it is an error.
// RUN: %circlec %s -o %t && %t | FileCheck %s
// RUN: not %circlec -fsyntax-only -DERRORS %s 2>&1 | FileCheck %s --check-prefix=ERR
#include <cstdio>
template<class T> T twice(T x) { return x * 2; }
template<class T> T neg(T x) { return -x; }
int apply(int (*f)(int), int x) { return f(x); }
double apply(double (*f)(double), double x) { return f(x); }
template<class T> T apply_t(T (*f)(T), T x) { return f(x); }
void variadic(...);
int main() {
  int (*p)(int) = twice;
  // CHECK: 6 10 -2.5 8 -7
  printf("%d %d %g %d %ld\n", apply(twice, 3), p(5), apply(neg, 2.5), apply_t(twice, 4), apply_t<long>(neg, 7));
#ifdef ERRORS
  // ERR: template-name-args.cu:[[@LINE+1]]:12: error: function template `twice` used without a call [E0521]
  auto a = twice;
  // ERR: template-name-args.cu:[[@LINE+1]]:22: error: no specialization of function template `twice` converts to `double (*)(int)` in initialization [E0521]
  double (*q)(int) = twice;
  // ERR: template-name-args.cu:[[@LINE+1]]:10: error: function template `twice` used without a call [E0521]
  return twice + 1;
  // ERR: template-name-args.cu:[[@LINE+1]]:12: error: function template `twice` used without a call [E0521]
  variadic(twice);
#endif
}
