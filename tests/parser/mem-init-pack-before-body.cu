// A constructor defined in its class whose member initializers end in a pack expansion
// (`: Base<I, T>()...`) has its body skipped until the class is complete: the `{` after the
// expansion's `...` opens the body, so the member alias template declared next stays a
// template name for the declarations that follow it.
// RUN: %circlec -fsyntax-only %s 2>&1 | FileCheck %s --allow-empty
// CHECK-NOT: error
template <unsigned long... I> struct indices {};
template <unsigned long I, class T> struct leaf { leaf() {} };
template <bool... B> struct all { static constexpr bool value = true; };
template <class T> constexpr bool trivial_v = true;
template <class Ix, class... Ts> struct impl;
template <unsigned long... Ix, class... Ts>
struct impl<indices<Ix...>, Ts...> : leaf<Ix, Ts>... {
  constexpr impl() noexcept(all<trivial_v<Ts>...>::value) : leaf<Ix, Ts>()... {}
  template <class U, unsigned long J>
  using elem_at = U;
  template <class U>
  void f(elem_at<U, 0> x) noexcept((all<trivial_v<elem_at<U, Ix>>...>::value)) {}
};
int main() {
  impl<indices<0, 1>, int, float> t;
  t.f<int>(1);
}
