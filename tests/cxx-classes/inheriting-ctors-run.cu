// Inheriting constructors (`using B::B;`, also through a class template's dependent base and an
// alias of it, `using _Base::_Base;`): the base's constructors and constructor templates are
// candidates for the derived class (not its default, copy and move constructors), which
// libstdc++'s `unique_ptr` and `optional` use. A class that adds members of its own does not
// inherit them yet: an error at the using-declaration. Output compared with g++ 12.
// RUN: %circlec %s -o %t && %t | FileCheck %s
// RUN: not %circlec -fsyntax-only -DERRORS %s 2>&1 | FileCheck %s --check-prefix=ERR
#include <cstdio>
#include <memory>
#include <optional>

struct B {
  B(int x) : v(x) {}
  template <class... A> B(const char*, A...) : v(sizeof...(A)) {}
  int v;
};
struct D : B {
  using B::B;
  D() : B(0) {}
};
template <class T> struct TB {
  TB(T x) : v(x) {}
  template <class... A> TB(int, A...) : v(sizeof...(A)) {}
  T v;
};
template <class T> struct TD : TB<T> {
  using Base = TB<T>;
  using Base::Base;
};
struct X {
  X(int v) : v(v) {}
  ~X() { printf("dtor %d\n", v); }
  int v;
};

int main() {
  D d(5);
  D e("x", 1, 2);
  D f;
  TD<long> t(7L);
  TD<long> u(1, 2, 3, 4);
  // CHECK: 5 2 0 7 3
  printf("%d %d %d %ld %ld\n", d.v, e.v, f.v, t.v, u.v);
  auto p = std::make_unique<int>(40);
  std::unique_ptr<X> q(new X(2));
  { auto r = std::make_unique<X>(7); }
  // CHECK-NEXT: dtor 7
  std::optional<int> o;
  o = 42;
  std::optional<int> none;
  // CHECK-NEXT: 42 42 -1
  printf("%d %d %d\n", *p + q->v, o.value_or(0), none.value_or(-1));
  // CHECK-NEXT: dtor 2
}

#ifdef ERRORS
struct Extra : B {
  // ERR: inheriting-ctors-run.cu:[[@LINE+1]]:3: error: inheriting constructors into a class with members or bases of its own is not supported yet
  using B::B;
  int more = 1;
};
#endif
