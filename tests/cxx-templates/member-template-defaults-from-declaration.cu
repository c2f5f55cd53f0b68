// A member template defined out of its class without the default template arguments its
// in-class declaration gives (`template<typename _InputIterator, typename> ... list<T>::insert`
// in list.tcc): deduction still uses the declaration's defaults, here an enable_if that keeps
// the template for iterator arguments only.
// RUN: %circlec %s -o %t && %t | FileCheck %s
#include <cstdio>
#include <type_traits>
template<class T> struct Seq {
  int insert(int, const T&) { return 1; }
  template<class I, class = typename std::enable_if<!std::is_integral<I>::value>::type>
  int insert(int at, I first, I last);
};
template<class T>
template<class I, class>
int Seq<T>::insert(int at, I first, I last) { return at + int(last - first); }
int main() {
  Seq<long> s;
  long v[5] = {};
  // CHECK: 1 7
  std::printf("%d %d\n", s.insert(0, 5L), s.insert(2, v, v + 5));
}
