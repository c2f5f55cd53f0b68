// Host C++ exceptions through libstdc++'s runtime: user and library exception classes, caught
// by type, by base class (reference and pointer), by value (copied), by a later handler, by
// `catch (...)` and rethrown; destructors of locals and temporaries run while unwinding through
// several frames, in loops, and when a handler is left by `return` or `continue`; the library's
// own throws (`vector::at`, `map::at`, `std::stoi`) and `exception_ptr`. Before, every
// throw-expression in host code was an error. g++ prints the same.
// RUN: %circlec --cudart=none %s -o %t && %t | FileCheck %s
#include <cstdio>
#include <exception>
#include <map>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

struct Noisy {
  int id;
  Noisy(int i) : id(i) {}
  Noisy(const Noisy &o) : id(o.id + 100) {}
  ~Noisy() { printf("~Noisy %d\n", id); }
};
struct MyErr : std::runtime_error {
  int code;
  MyErr(int c) : std::runtime_error("my error"), code(c) {}
};
struct Base {
  virtual ~Base() {}
  virtual const char *name() const { return "Base"; }
};
struct Derived : Base {
  const char *name() const override { return "Derived"; }
};
struct A { int x; };
struct B { int y; };
struct AB : A, B {
  AB() { x = 1; y = 2; }
};
struct Plain { int a, b; };
enum Color { Red, Green };

int thrower(int x) {
  Noisy n(x);
  if (x > 2)
    throw MyErr(x);
  return x;
}

std::string piece(int i) {
  if (i == 3)
    throw std::invalid_argument("three");
  return std::to_string(i);
}
int concat(int i) {
  Noisy guard(i);
  std::string s = piece(i) + piece(i + 1);
  return (int)s.size();
}
int loop() {
  int caught = 0;
  for (int i = 1; i < 4; ++i) {
    try {
      concat(i);
    } catch (const std::invalid_argument &) {
      ++caught;
      continue;
    }
  }
  return caught;
}
int leave_by_return() {
  try {
    throw 5;
  } catch (int v) {
    return v * 2;
  }
  return 0;
}

int main() {
  // CHECK: ~Noisy 1
  // CHECK-NEXT: ~Noisy 5
  // CHECK-NEXT: caught MyErr 5 my error
  try {
    thrower(1);
    thrower(5);
    printf("not reached\n");
  } catch (const MyErr &e) {
    printf("caught MyErr %d %s\n", e.code, e.what());
  }
  // CHECK-NEXT: int 42
  try { throw 42; } catch (int v) { printf("int %d\n", v); }
  // CHECK-NEXT: str abc
  try { throw "abc"; } catch (const char *s) { printf("str %s\n", s); }
  // CHECK-NEXT: double 2.5
  try { throw 2.5; } catch (int) { printf("wrong\n"); } catch (double d) { printf("double %.1f\n", d); }
  // CHECK-NEXT: base ref Derived
  try { throw Derived(); } catch (Base &b) { printf("base ref %s\n", b.name()); }
  // CHECK-NEXT: base ptr Derived
  try { throw new Derived(); } catch (Base *b) { printf("base ptr %s\n", b->name()); delete b; }
  // CHECK-NEXT: second base 2
  try { throw AB(); } catch (B &b) { printf("second base %d\n", b.y); }
  // CHECK-NEXT: plain 3 4
  try { throw Plain{3, 4}; } catch (Plain p) { printf("plain %d %d\n", p.a, p.b); }
  // CHECK-NEXT: enum 1
  try { throw Green; } catch (Color c) { printf("enum %d\n", (int)c); }
  // CHECK-NEXT: by value 109
  // CHECK-NEXT: ~Noisy 109
  // CHECK-NEXT: ~Noisy 9
  try { throw Noisy(9); } catch (Noisy n) { printf("by value %d\n", n.id); }
  // Unwinding out of `concat(2)` and `concat(3)` destroys their guards (and the temporary
  // string of the left operand).
  // CHECK-NEXT: ~Noisy 1
  // CHECK-NEXT: ~Noisy 2
  // CHECK-NEXT: ~Noisy 3
  // CHECK-NEXT: loop caught 2
  printf("loop caught %d\n", loop());
  // CHECK-NEXT: ret 10 uncaught 0
  printf("ret %d uncaught %d\n", leave_by_return(), std::uncaught_exceptions());
  // CHECK-NEXT: rethrowing
  // CHECK-NEXT: outer my error
  try {
    try { throw MyErr(7); } catch (...) { printf("rethrowing\n"); throw; }
  } catch (std::runtime_error &e) { printf("outer %s\n", e.what()); }
  // CHECK-NEXT: vector.at
  try { std::vector<int> v(3); v.at(10); } catch (const std::out_of_range &) { printf("vector.at\n"); }
  // CHECK-NEXT: map.at
  try { std::map<int, int> m; m.at(3); } catch (std::out_of_range &) { printf("map.at\n"); }
  // CHECK-NEXT: stoi stoi
  try { std::stoi("xyz"); } catch (const std::exception &e) { printf("stoi %s\n", e.what()); }
  // CHECK-NEXT: ~Noisy 8
  // CHECK-NEXT: what rt
  try {
    auto p = std::make_unique<Noisy>(8);
    throw std::runtime_error("rt");
  } catch (std::exception &e) { printf("what %s\n", e.what()); }
  // CHECK-NEXT: rethrown stored
  std::exception_ptr ep;
  try { throw std::logic_error("stored"); } catch (...) { ep = std::current_exception(); }
  try { std::rethrow_exception(ep); } catch (std::logic_error &e) { printf("rethrown %s\n", e.what()); }
  return 0;
}
