// A parameter pack used without `...`, and a fold of an empty pack over `+`.
// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
template<class... Ts> int bad(Ts... args) {
  // CHECK: variadic-errors.cu:[[@LINE+1]]:10: error: parameter pack `args` is used without being expanded [E0521]
  return args;
}
int use_bad() { return bad(1); }
// CHECK: variadic-errors.cu:[[@LINE+1]]:52: error: a fold of an empty pack over this operator has no value [E0521]
template<class... Ts> int sum(Ts... args) { return (args + ...); }
int use_sum() { return sum(); }
