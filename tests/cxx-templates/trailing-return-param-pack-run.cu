// A trailing return type names a function parameter pack (`-> decltype(S(p, u...))`), when the
// function is declared and when a template's signature is substituted during deduction:
// libstdc++'s `allocator_traits<A>::construct(_Alloc&, _Tp*, _Args&&...) ->
// decltype(_S_construct(__a, __p, std::forward<_Args>(__args)...))`, which every container
// with a user-defined allocator calls. The pack used to be undeclared there, so deduction
// failed ("no matching function").
// RUN: %circlec %s -o %t && %t | FileCheck %s
// CHECK: free 11
// CHECK: member 6
// CHECK: vector 3 5 0
#include <cstdio>
#include <utility>
#include <vector>

template <class T, class... U> void S(T* p, U&&... u) { *p = (u + ... + 0); }
template <class T, class... U> auto C(T* p, U&&... u) -> decltype(S(p, u...)) { S(p, u...); }
struct W {
  template <class T, class... U>
  static auto C(T* p, U&&... u) -> decltype(S(p, std::forward<U>(u)...)) { S(p, std::forward<U>(u)...); }
};

template <class T> struct Counting {
  typedef T value_type;
  Counting() {}
  template <class U> Counting(const Counting<U>&) {}
  T* allocate(std::size_t n) { return static_cast<T*>(::operator new(n * sizeof(T))); }
  void deallocate(T* p, std::size_t) { ::operator delete(p); }
};
template <class T, class U> bool operator==(const Counting<T>&, const Counting<U>&) { return true; }
template <class T, class U> bool operator!=(const Counting<T>&, const Counting<U>&) { return false; }

int main() {
  int x = 0;
  C(&x, 5, 6);
  printf("free %d\n", x);
  W::C(&x, 6);
  printf("member %d\n", x);
  std::vector<int, Counting<int>> v;
  v.push_back(3);
  v.resize(5);
  printf("vector %d %zu %d\n", v[0], v.size(), v[4]);
  return 0;
}
