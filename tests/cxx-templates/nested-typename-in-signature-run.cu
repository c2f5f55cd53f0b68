// A class named as the qualifier of a name in a function template's signature is
// instantiated, even inside a template argument, which otherwise only names its class:
// `typename Strip<typename Dc<T>::type>::type` looks `type` up in `Dc<int>`, so that instance
// needs its members (libstdc++'s `make_pair` returns `pair<typename __decay_and_strip<T1>::
// __type, ...>`). The first use of `Dc<int>` is that signature's substitution.
// RUN: %circlec %s -o %t && %t | FileCheck %s
// CHECK: 42 x 7
#include <stdio.h>

template <class T> struct Dc { typedef T type; };
template <class T> struct Dc<T &> { typedef T type; };
template <class T> struct Strip { typedef T type; };
template <class T> using Decayed = typename Dc<T>::type;

template <class T1> typename Strip<typename Dc<T1>::type>::type same(T1 &&x) { return x; }
template <class T1> typename Strip<Decayed<T1>>::type copy(T1 &&x) { return x; }
template <class T1> typename Strip<typename Dc<long>::type>::type widen(T1 x) { return x; }

int main() {
  int a = 42;
  printf("%d %c %ld\n", same(a), copy('x'), widen(7));
}
