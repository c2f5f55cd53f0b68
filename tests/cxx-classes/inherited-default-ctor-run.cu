// C++17 inherits a base's default constructor through `using Base::Base;` (P0136) when the
// class has no default constructor of its own: libstdc++'s `__uniq_ptr_data` declares only its
// defaulted move constructor, and `unique_ptr`'s `_M_t()` value-initializes it through
// `__uniq_ptr_impl() = default`, so a default-constructed `std::unique_ptr` used to fail
// ("no matching function for call to `__uniq_ptr_data`"). A class with a default constructor
// of its own (here `Own`) keeps it.
// RUN: %circlec %s -o %t && %t | FileCheck %s
// CHECK: 0 0 7
// CHECK: base 3 own 5
#include <cstdio>
#include <memory>

struct Base {
  int v;
  Base() : v(3) {}
  Base(int x) : v(x) {}
};
struct OnlyMove : Base {
  using Base::Base;
  OnlyMove(OnlyMove&&) = default;
};
struct Own : Base {
  using Base::Base;
  Own() : Base(5) {}
};
struct Del {
  void operator()(int* p) const { delete p; }
};

int main() {
  std::unique_ptr<int> a;
  std::unique_ptr<int, Del> b;
  std::unique_ptr<int> c(new int(7));
  std::printf("%d %d %d\n", a ? 1 : 0, b ? 1 : 0, *c);
  OnlyMove m;
  Own o;
  std::printf("base %d own %d\n", m.v, o.v);
}
