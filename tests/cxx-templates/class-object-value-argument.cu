// A non-type template argument is a converted constant expression: a class object converts
// through its constexpr conversion function (libstdc++'s hashtable.h passes
// `__and_<is_default_constructible<_Equal>, ...>{}` for a `bool` parameter; it was "a template
// argument must be an integer"), and `T()` written as an argument reads as the expression
// `T()` for a non-type parameter, not as a function type. The same holds for array bounds and
// case labels. g++ and clang accept it all.
// RUN: %circlec -fsyntax-only %s
#include <type_traits>

template <bool B, class T> struct Pick { static const int v = B ? 1 : 2; };
template <class A, class B>
using Both = Pick<std::__and_<std::is_integral<A>, std::is_integral<B>>{}, int>;
static_assert(Both<int, long>::v == 1, "both integral");
static_assert(Both<int, float>::v == 2, "float is not integral");

template <int N> struct Int { static const int v = N; };
static_assert(Int<std::integral_constant<int, 5>{}>::v == 5, "braced");
static_assert(Int<std::integral_constant<int, 6>()>::v == 6, "T() is an expression here");
static_assert(Int<int()>::v == 0, "int() is zero");

int bound[std::integral_constant<int, 3>{}];
static_assert(sizeof(bound) == 3 * sizeof(int), "array bound through the conversion");

int label(int x) {
  switch (x) {
  case std::integral_constant<int, 7>{}:
    return 1;
  default:
    return 0;
  }
}
