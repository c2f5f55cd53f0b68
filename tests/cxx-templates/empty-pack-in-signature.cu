// A function template whose return type expands a pack that explicit arguments leave empty
// (`decltype(g(declval<Args>()...))`, libstdc++'s `__result_of_memfun_ref_impl::_S_test`):
// the empty pack expands to nothing, without a substitution failure or an error from checking
// the pattern with no element.
// RUN: %circlec -fsyntax-only %s

template<class T> T&& declval();
int g();
long g(int);
struct S { int v; int twice() const { return 2 * v; } };
template<class T, class U> struct same { static const bool value = false; };
template<class T> struct same<T, T> { static const bool value = true; };
struct impl {
  template<class F, class... A> static decltype(g(declval<A>()...)) call_g(int);
  template<class F, class... A> static decltype(declval<F>()(declval<A>()...)) call_f(int);
  template<class F, class T, class... A> static decltype((declval<T>().*declval<F>())(declval<A>()...)) call_m(int);
  template<class...> static void call_m(...);
};
typedef int (*fp)();
static_assert(same<decltype(impl::call_g<int>(0)), int>::value, "no arguments");
static_assert(same<decltype(impl::call_g<int, int>(0)), long>::value, "one argument");
static_assert(same<decltype(impl::call_f<fp>(0)), int>::value, "through a function pointer");
static_assert(same<decltype(impl::call_m<int (S::*)() const, S &>(0)), int>::value, "through a member pointer");
