// `T x(ns::C<A>::f());` declares a variable initialized with a call, not a function taking a
// function: a member of a class template-id followed by `(` is called. libstdc++'s
// <ext/throw_allocator.h> writes `static size_t _S_label(std::numeric_limits<size_t>::max());`.
// `T g(ns::C<A>::type);` stays a function declaration.
// RUN: %circlec %s -o %t && %t
#include <cstddef>
#include <limits>
namespace ns {
template <class T> struct C {
  typedef T type;
  static T f() { return 7; }
};
} // namespace ns
int g(ns::C<int>::type);
int g(int x) { return x + 1; }
static std::size_t& label() {
  static std::size_t s(std::numeric_limits<std::size_t>::max());
  return s;
}
int main() {
  int v(ns::C<int>::f());
  long w(std::numeric_limits<long>::max());
  return v == 7 && g(1) == 2 && label() == std::numeric_limits<std::size_t>::max() && w > 0 ? 0 : 1;
}
