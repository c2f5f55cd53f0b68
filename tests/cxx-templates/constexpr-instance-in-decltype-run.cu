// A constexpr function template instantiated first inside an unevaluated operand (here the
// trailing `decltype` of the function that calls it) has its body checked there, once: the
// calls in that body are real uses, so the templates they name get their bodies. libstdc++'s
// constexpr `allocator_traits::_S_construct`, named first in `construct`'s return type, calls
// the allocator's `construct<T>`; circlec left that one a declaration, and a program using a
// `std::vector` with an allocator derived from `std::allocator` failed to link
// ("undefined reference to `std::__new_allocator<T>::construct<T>(T*)'").
// RUN: %circlec %s -o %t && %t | FileCheck %s
// CHECK: built 7
// CHECK: vector 2 9
#include <cstdio>
#include <memory>
#include <new>
#include <vector>

template <class T> struct Maker {
  template <class U> void construct(U* p) { ::new ((void*)p) U{7}; }
};
struct Traits {
  template <class A, class T> static constexpr void put(A& a, T* p) { a.construct(p); }
  template <class A, class T> static auto make(A& a, T* p) -> decltype(put(a, p)) { put(a, p); }
};

template <class T> struct Derived : std::allocator<T> {
  Derived() {}
  template <class X> Derived(const Derived<X>&) {}
  template <class X> struct rebind { typedef Derived<X> other; };
};

struct Item { int v; };

int main() {
  Maker<int> m;
  Item it{0};
  Traits::make(m, &it);
  printf("built %d\n", it.v);
  std::vector<Item, Derived<Item>> v;
  v.emplace_back();
  v.push_back(Item{9});
  printf("vector %zu %d\n", v.size(), v[1].v);
  return 0;
}
