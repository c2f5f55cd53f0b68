// A member initializer expanded over packs (`leaf<Is, Ts>(xs)...`) initializes one direct
// base per element, with that element of every pack the base's name and arguments use.
// RUN: %circlec %s -o %t
// RUN: %t | FileCheck %s
// CHECK: 0 10 1 12
#include <stdio.h>
template <int I, class T> struct leaf { T v; leaf() : v(I) {} leaf(T x) : v(x + I) {} };
template <int... Is> struct ix {};
template <class Ix, class... Ts> struct impl;
template <int... Is, class... Ts>
struct impl<ix<Is...>, Ts...> : leaf<Is, Ts>... {
  impl() : leaf<Is, Ts>()... {}
  impl(Ts... xs) : leaf<Is, Ts>(xs)... {}
};
int main() {
  impl<ix<0, 10>, int, long> a;
  impl<ix<0, 10>, int, long> b(1, 2);

  printf("%d %ld %d %ld\n", static_cast<leaf<0,int>&>(a).v, static_cast<leaf<10,long>&>(a).v,
         static_cast<leaf<0,int>&>(b).v, static_cast<leaf<10,long>&>(b).v);
}
