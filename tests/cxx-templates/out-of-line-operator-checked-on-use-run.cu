// An operator of a class template defined outside the class is checked when first used, as the
// instance's other members are: `Base<D>::operator[]` below casts `this` to `D`, which is still
// incomplete while `Base<D>` is instantiated as its base. libstdc++'s
// `_Map_base<...>::operator[]` does this with `_Hashtable`, so every `std::unordered_map` was
// "`static_cast` cannot convert `_Map_base<...> *` to `_Hashtable<...> *`". g++ prints the same.
// RUN: %circlec --cudart=none %s -o %t && %t | FileCheck %s
#include <cstdio>
#include <unordered_map>

template <class D> struct Base {
  int &operator[](int i);
  operator bool() const;
};
template <class D> int &Base<D>::operator[](int i) { return static_cast<D *>(this)->data[i]; }
template <class D> Base<D>::operator bool() const { return static_cast<const D *>(this)->data[0] != 0; }

struct Derived : Base<Derived> {
  int data[4] = {1, 2, 3, 4};
};

int main() {
  Derived d;
  d[2] = 40;
  std::unordered_map<int, int> m;
  m[7] = 2;
  // CHECK: 42 1 1
  printf("%d %d %d\n", d[2] + m.at(7), (int)(bool)d, (int)m.count(7));
  return 0;
}
