// Function types built from a parameter pack inside class templates: `typedef R(Name)(P...)`,
// with a C-style `...` after the pack, and with the typedef name in parentheses. Successive
// partial specializations each declare the same member name (`_FnType` in libcu++'s
// `__member_pointer_traits_imp`): inside the second one, `(_FnType)` is still the declarator
// being declared, not a parameter of the type declared in the first.
// RUN: %circlec -fsyntax-only %s

template<class T, class U> struct same { static const bool value = false; };
template<class T> struct same<T, T> { static const bool value = true; };

template<class R, class... P> struct Sig {
  typedef R(FnType)(P...);
  typedef R(FnType2)(P..., ...);
  typedef R Plain(P...);
  typedef R (*Ptr)(P...);
};
static_assert(same<Sig<int, char, double>::FnType, int(char, double)>::value, "pack");
static_assert(same<Sig<int, char>::FnType2, int(char, ...)>::value, "pack then ...");
static_assert(same<Sig<int>::FnType, int()>::value, "empty pack");
static_assert(same<Sig<int>::FnType2, int(...)>::value, "empty pack then ...");
static_assert(same<Sig<long, int>::Plain, long(int)>::value, "unparenthesized");
static_assert(same<Sig<void, int>::Ptr, void (*)(int)>::value, "pointer");

template<class M, bool IsFn> struct member_traits {};
template<class R, class K, class... P> struct member_traits<R (K::*)(P...), true> {
  typedef R(_FnType)(P...);
};
template<class R, class K, class... P> struct member_traits<R (K::*)(P..., ...), true> {
  typedef R(_FnType)(P..., ...);
};
template<class R, class K, class... P> struct member_traits<R (K::*)(P...) const, true> {
  typedef R(_FnType)(P...);
  typedef R(_Array)[4];
};
struct C { int f(int); int g(int, ...); int h() const; };
static_assert(same<member_traits<int (C::*)(int), true>::_FnType, int(int)>::value, "plain");
static_assert(same<member_traits<int (C::*)(int, ...), true>::_FnType, int(int, ...)>::value, "C variadic");
static_assert(same<member_traits<int (C::*)() const, true>::_FnType, int()>::value, "const");
static_assert(same<member_traits<int (C::*)() const, true>::_Array, int[4]>::value, "array");
