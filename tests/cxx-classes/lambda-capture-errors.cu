// Misused captures: a lambda that names a member without capturing `this`, `[this]` outside a
// member function, a non-const member function called on a `[*this]` copy, and an array of more
// than 4096 elements captured by copy (not supported yet: a clear error rather than a wrong
// copy).
// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s

struct S {
  int n;
  void inc() { ++n; }
  int f() {
    // CHECK: error: `this` is not captured by this lambda{{.*}}[{{E[0-9]+}}]
    // CHECK: capture it: `[this]`, `[*this]` for a copy, or write `[=]` or `[&]`
    auto g = [] { return n; };
    return g();
  }
  void h() {
    // CHECK: error: cannot call non-const member function `inc` on a const object{{.*}}[{{E[0-9]+}}]
    auto g = [*this] { inc(); };
    g();
  }
};

int free_fn() {
  // CHECK: error: cannot capture `this` outside a non-static member function{{.*}}[{{E[0-9]+}}]
  auto g = [this] { return 1; };
  return g();
}

int arrays() {
  static int a[5000];
  int* p = a;
  int (&big)[5000] = *(int(*)[5000])p;
  // CHECK: error: capturing the array `big` by copy is not supported yet{{.*}}[E0317]
  // CHECK: arrays of known bound up to 4096 elements are copied
  auto g = [big] { return big[1]; };
  return g();
}

