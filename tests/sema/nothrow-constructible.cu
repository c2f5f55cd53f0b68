// `std::is_nothrow_constructible` and kin follow the constructor's exception specification:
// a `noexcept` user constructor is nothrow, one without is not (with `-std=c++17`'s rules the
// implicit and defaulted ones count as noexcept). They used to hold for trivial construction
// only, so libstdc++'s `static_assert(is_nothrow_default_constructible<seed_seq>)` (LWG 3422)
// failed. g++ and clang accept every assertion.
// RUN: %circlec -fsyntax-only %s
#include <random>
#include <string>
#include <type_traits>
#include <vector>

struct A {
  A() noexcept {}
};
struct L {
  L() {}
  L(const L &) {}
  L(L &&) noexcept {}
  void *const self = this;
};
struct S {
  S() noexcept {}
  std::vector<int> v;
};
struct Throwing {
  Throwing(int) {}
};
static_assert(std::is_nothrow_default_constructible<A>::value, "noexcept default constructor");
static_assert(std::is_nothrow_move_constructible<L>::value, "noexcept move constructor");
static_assert(!std::is_nothrow_copy_constructible<L>::value, "copy constructor without noexcept");
static_assert(std::is_nothrow_default_constructible<S>::value, "noexcept body, members aside");
static_assert(!std::is_nothrow_constructible<Throwing, int>::value, "may throw");
static_assert(std::is_nothrow_constructible<int, long>::value, "scalar conversion");
static_assert(std::is_nothrow_default_constructible<std::seed_seq>::value, "LWG 3422");
static_assert(std::is_nothrow_move_constructible<std::string>::value, "string's move is noexcept");
static_assert(!std::is_nothrow_copy_constructible<std::string>::value, "string's copy allocates");
