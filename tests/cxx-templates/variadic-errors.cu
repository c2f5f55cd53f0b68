// A parameter pack used without `...`, and a fold of an empty pack over `+`.
// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
template<class... Ts> int bad(Ts... args) {
  // CHECK: variadic-errors.cu:[[@LINE+1]]:10: error[E0521]: parameter pack `args` is used without being expanded [wrong-template-arguments]
  return args;
}
int use_bad() { return bad(1); }
// CHECK: variadic-errors.cu:[[@LINE+1]]:52: error[E0521]: a fold of an empty pack over this operator has no value [wrong-template-arguments]
template<class... Ts> int sum(Ts... args) { return (args + ...); }
int use_sum() { return sum(); }
