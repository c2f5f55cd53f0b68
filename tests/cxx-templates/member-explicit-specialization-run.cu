// `template<> inline void S<A1>::f() { ... }`: an explicit specialization of a member function
// of a class template for one instance, each instance taking its own. libstdc++'s
// `_Sp_counted_base<_S_atomic>::_M_release()` is defined only so, and every `shared_ptr` calls
// it: circlec dropped the definitions and the link failed with "undefined reference to
// `std::_Sp_counted_base<(__gnu_cxx::_Lock_policy)2>::_M_release()'". g++ prints the same.
// RUN: %circlec --cudart=none %s -o %t && %t | FileCheck %s
#include <cstdio>

enum Policy { Single, Atomic };
template <Policy P> struct Counter {
  int n = 0;
  void release();
  int twice() { return 2 * n; }
};
template <> inline void Counter<Single>::release() { n += 1; }
template <> inline void Counter<Atomic>::release() { n += 100; }

template <class T> struct Box {
  T v;
  const char *kind() const { return "generic"; }
};
template <> const char *Box<int>::kind() const { return "int"; }

int main() {
  Counter<Single> a;
  Counter<Atomic> b;
  a.release();
  b.release();
  Box<int> i{1};
  Box<double> d{2};
  // CHECK: 1 100 200 int generic
  printf("%d %d %d %s %s\n", a.n, b.n, b.twice(), i.kind(), d.kind());
  return 0;
}
