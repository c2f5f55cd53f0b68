// A local class in a function template: its member functions use the function's template
// parameters and local typedefs, and a class nested in it does too, as libstdc++'s `__stoa`
// does with its `_Range_chk` helper. A local class in an ordinary function is unchanged.
// (The member bodies were checked without the template's scope: "unknown type name".)
// RUN: %circlec %s -o %t && %t | FileCheck %s
#include <stdio.h>

template <typename T, typename R = T> R pick(T x) {
  typedef T value;
  struct Helper {
    static bool big(T v) { return v > T(10); }
    static value twice(value v) { return v + v; }
    struct Inner {
      static R convert(T v) { return R(v); }
    };
  };
  return Helper::Inner::convert(Helper::big(x) ? x : Helper::twice(x));
}

int main() {
  struct Local {
    int v;
    int get() const { return v * 2; }
  };
  Local l{21};
  // CHECK: 42 8 12.5
  printf("%d %d %g\n", l.get(), pick<int>(4), pick<double, double>(12.5));
}
