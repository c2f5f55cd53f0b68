// `decltype(expr)::name` as a nested-name-specifier, in expressions and in types: libcu++'s
// `is_destructible` reads `decltype(__test<_Tp>(12))::value` to pick the overload's answer.
// A `decltype` naming a type that has no members is an error at the `decltype`.
// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not='error:'

struct yes { static const bool value = true; typedef int type; enum { three = 3 }; };
struct no { static const bool value = false; };

template<class T> struct has_size {
  template<class U> static yes test(decltype(sizeof(U)));
  template<class U> static no test(...);
  static const bool value = decltype(test<T>(12))::value;
};
static_assert(has_size<int>::value, "chosen through the overload's return type");

yes make();
decltype(make())::type global = 5;
static_assert(decltype(make())::three == 3, "an enumerator through decltype");

int local() {
  typename decltype(make())::type y = 2;
  decltype(make())::type z = decltype(global)(1);
  return y + z + decltype(make())::three;
}

int bad() {
  int i = 0;
  // CHECK: decltype-nested-name.cu:[[@LINE+1]]:10: error: `decltype` names `int`, which is not a class, namespace or enumeration [E0308]
  return decltype(i)::value;
}
