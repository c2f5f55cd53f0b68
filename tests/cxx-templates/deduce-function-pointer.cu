// Template arguments deduced from a function pointer argument: the return type and each
// parameter of `R (*)(const C*, C**, int)`, a pack from the parameters that remain
// (`R (*)(B...)`), explicit arguments for a pack (`h<int, double>`), and a function type
// with a pack expanded when substituted. libstdc++'s `std::stoi` calls
// `__stoa<long, int>(&std::strtol, ...)` so. (They were "template arguments could not be
// deduced".)
// RUN: %circlec %s -o %t && %t | FileCheck %s
#include <stdio.h>
#include <stdlib.h>

template <typename R, typename C> R parse(R (*f)(const C*, C**, int), const C* s) {
  C* end;
  return f(s, &end, 10);
}
template <typename R, typename Ret = R, typename C, typename... B>
Ret convert(R (*f)(const C*, C**, B...), const C* s, B... b) {
  C* end;
  return Ret(f(s, &end, b...));
}
template <typename R, typename A> R apply(R (*f)(A), A a) { return f(a); }
template <class... B> int arity(void (*)(B...)) { return sizeof...(B); }

double half(int x) { return x / 2.0; }
void two(int, double) {}

int main() {
  // CHECK: 42 43 2.5 2 2
  printf("%ld %d %g %d %d\n", parse(&strtol, "42"), convert<long, int>(&strtol, "43", 10), apply(&half, 5),
         arity(&two), arity<int, double>(&two));
}
