// Misused captures: a lambda that names a member without capturing `this`, `[this]` outside a
// member function, a non-const member function called on a `[*this]` copy, and an array
// captured by copy (not supported yet: a clear error rather than a wrong copy).
// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s

struct S {
  int n;
  void inc() { ++n; }
  int f() {
    // CHECK: error[{{E[0-9]+}}]: `this` is not captured by this lambda
    // CHECK: capture it: `[this]`, `[*this]` for a copy, or write `[=]` or `[&]`
    auto g = [] { return n; };
    return g();
  }
  void h() {
    // CHECK: error[{{E[0-9]+}}]: cannot call non-const member function `inc` on a const object
    auto g = [*this] { inc(); };
    g();
  }
};

int free_fn() {
  // CHECK: error[{{E[0-9]+}}]: cannot capture `this` outside a non-static member function
  auto g = [this] { return 1; };
  return g();
}

int arrays() {
  int a[4] = {1, 2, 3, 4};
  // CHECK: error[E0317]: capturing the array `a` by copy is not supported yet
  auto g = [=] { return a[1]; };
  return g();
}

int templated() {
  // CHECK: error[E0317]: lambdas with a template parameter list (`[]<class T>(T x) {...}`) are not supported yet
  // CHECK: write a generic lambda with `auto` parameters
  auto g = []<class T>(T x) { return x; };
  return g(1);
}
