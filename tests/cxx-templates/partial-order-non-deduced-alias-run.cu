// Partial ordering ignores a parameter written as an alias template that stands for a dependent
// member type (a non-deduced context, [temp.deduct.partial]/4): of libstdc++'s three
// `operator==` for `basic_string_view` (both parameters deduced, or one through
// `__type_identity_t`), the first is the more specialized for two string_views. Comparing two
// string_views was "use of `operator==` is ambiguous". g++ prints the same.
// RUN: %circlec --cudart=none %s -o %t && %t | FileCheck %s
#include <cstdio>
#include <string_view>

template <class T> struct identity { using type = T; };
template <class T> using identity_t = typename identity<T>::type;

template <class T> struct Box { T v; };
template <class T> int same(Box<T>, Box<T>) { return 1; }
template <class T> int same(Box<T>, identity_t<Box<T>>) { return 2; }
template <class T> int same(identity_t<Box<T>>, Box<T>) { return 3; }

int main() {
  std::string_view a("abc"), b("abc");
  Box<int> x{1}, y{2};
  // CHECK: 1 1 1 1
  printf("%d %d %d %d\n", (int)(a == b), (int)(a == std::string_view("abc")), (int)(std::string_view("abd") == "abd"), same(x, y));
  return 0;
}
