// A static member template defined outside its class template keeps `static`, which only its
// declaration in the class says (it was "call to member function without an object"); and
// `template<> template<class V2> ... X<A>::from(const V2&)` explicitly specializes the member
// template of one instance, named here through typedefs as libstdc++'s testsuite_character.h
// does (it was "only function templates are supported yet"). g++ prints the same.
// RUN: %circlec --cudart=none %s -o %t && %t | FileCheck %s
#include <cstdio>

template <class V, class I = int> struct character {
  V value;
  template <class V2> static character from(const V2 &v);
};

template <class V, class I> template <class V2> character<V, I> character<V, I>::from(const V2 &v) {
  character r = {V(v.value * 10)};
  return r;
}

struct pod_int {
  int value;
};

namespace test {
typedef character<unsigned char, pod_int> pod_char;
}

template <>
template <class V2>
inline test::pod_char test::pod_char::from(const V2 &v) {
  test::pod_char r = {static_cast<unsigned char>(v.value + 1)};
  return r;
}

int main() {
  pod_int p{4};
  // The specialization for pod_char's instance; the primary definition for the others.
  // CHECK: 5 40
  printf("%d %d\n", test::pod_char::from(p).value, character<int>::from(p).value);
  return 0;
}
