// A member function template whose parameters expand the enclosing class's pack before its
// own (`template<class... Us> static R _S_do(_Tp&&, _Tpls&&... __tps, _Us&&... __us)` in
// libstdc++'s `__tuple_concater`, which `std::tuple_cat` uses): the class's pack has a known
// length, takes that many arguments and deduces nothing; the template's own pack deduces from
// the rest. The class pack used to swallow every remaining argument, leaving `Us` empty
// ("expects 1 argument(s), but 3 were given").
// RUN: %circlec %s -o %t && %t | FileCheck %s
// CHECK: sum 2 15 210
// CHECK: cat 1 2 3.5
#include <cstdio>
#include <tuple>

template <class... Fixed> struct Adder {
  template <class... More> static int sum(int first, Fixed... fixed, More... more) {
    return (first + ... + fixed) + (0 + ... + more) + static_cast<int>(sizeof...(More)) * 100;
  }
};

int main() {
  printf("sum %d %d %d\n", Adder<>::sum(2), Adder<int, int>::sum(1, 2, 3) + Adder<int>::sum(4, 5), Adder<int>::sum(1, 2, 3, 4));
  auto t = std::tuple_cat(std::make_tuple(1, 2), std::make_tuple(3.5));
  printf("cat %d %d %g\n", std::get<0>(t), std::get<1>(t), std::get<2>(t));
  return 0;
}
