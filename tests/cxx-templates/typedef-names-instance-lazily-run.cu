// A typedef (or alias) of a class template-id only names the instance ([temp.inst]/2): it is
// instantiated when a use needs it complete. libstdc++'s `__vstring_utility<C, T, A>` has a
// member typedef naming `__normal_iterator<pointer, __versa_string<C, T, A, __rc_string_base>>`,
// and `__rc_string_base` derives from `__vstring_utility<C, T, A>` itself: instantiating the
// typedef's target while the utility class was still being defined made its base incomplete.
// `__is_same(X, Y)` likewise looks at no class: naming `is_same<It, ConstIt>` in a default
// template argument must not instantiate `ConstIt` (std::deque's iterators).
// RUN: %circlec %s -o %t && %t | FileCheck %s
// CHECK: 2 3 1
#include <cstdio>
#include <ext/vstring.h>

template <class T> struct Util;
template <class T> struct Outer;
template <class C, class Tag> struct Iter {
  C* p;
};
template <class T> struct Util {
  typedef Iter<T, Outer<T>> iterator; // names Outer<T>, which derives from Util<T>
  static int one() { return 1; }
};
template <class T> struct Outer : Util<T> {
  typename Util<T>::iterator it;
};

int main() {
  __gnu_cxx::__vstring s("ab");
  __gnu_cxx::__rc_string r("xyz");
  Outer<char> o;
  o.it.p = nullptr;
  std::printf("%d %d %d\n", (int)s.size(), (int)r.size(), Outer<char>::one());
}
