// A functional cast of a parenthesized expression as a template argument is an expression,
// not a function type (no parameter declaration begins with `(`): libcu++'s fold.h writes
// `bool_constant<bool((_Preds && ...))>` (with a non-type parameter pack, which circlec does
// not support yet; a type pack's fold stands in for it here). A function type as a template
// argument still parses.
// RUN: %circlec -fsyntax-only %s

template<bool B> struct bool_constant { static const bool value = B; };
template<class T> struct is_int { static const bool value = false; };
template<> struct is_int<int> { static const bool value = true; };
template<class... Ts> using all_int = bool_constant<bool((is_int<Ts>::value && ...))>;
template<class... Ts> using any_int = bool_constant<bool((is_int<Ts>::value || ...))>;
template<int N> using positive = bool_constant<bool((N > 0))>;
static_assert(all_int<int, int>::value && !all_int<int, char>::value, "and");
static_assert(any_int<char, int>::value && !any_int<char, long>::value, "or");
static_assert(positive<3>::value && !positive<0>::value, "comparison");

template<class T, class U> struct same { static const bool value = false; };
template<class T> struct same<T, T> { static const bool value = true; };
template<class F> struct sig { typedef F type; };
static_assert(same<sig<bool(int)>::type, bool(int)>::value, "function type");
static_assert(same<sig<int(*)(int)>::type, int (*)(int)>::value, "function pointer type");
