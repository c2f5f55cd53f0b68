// A builtin type's functional cast where a type or an expression may stand (a template
// argument, `sizeof`'s operand): `bool(Size<T>::value + 1)` holds an operator and `int(2.5)`
// a literal, which no parameter list has, so each is an expression, not a function type.
// libstdc++'s <functional> writes `enable_if<bool(tuple_size<_CallArgs>::value+1), _Functor>`.
// (It was "expected `,` or `)` in the parameter list, found `+`".) Function types still parse.
// RUN: %circlec %s -o %t && %t | FileCheck %s
#include <stdio.h>

template <class T> struct Size { static constexpr int value = sizeof(T); };
template <bool B, class T = void> struct EnableIf {};
template <class T> struct EnableIf<true, T> { using type = T; };
template <class T> using when_sized = typename EnableIf<bool(Size<T>::value + 1), int>::type;
template <int N> struct I { static constexpr int v = N; };
template <class F> struct Arity;
template <class R, class A> struct Arity<R(A)> { static constexpr int v = 1; };
// `decltype(...)` keeps its own parentheses, whatever they hold.
template <class T> T&& decl();
template <class...> using void_t = void;
struct Plus { int operator+(int) const { return 1; } };
template <class T> struct HasPlus { using type = void_t<decltype(decl<T>().operator+(1))>; };

int main() {
  when_sized<double> x = 40;
  HasPlus<Plus>::type* unused = nullptr;
  (void)unused;
  // CHECK: 42 4 98 1 1
  printf("%d %d %d %d %d\n", x + I<int(2.5)>::v, (int)sizeof(int(3)), I<char('a' + 1)>::v, Arity<bool(int)>::v,
         (int)sizeof(bool (*)(char)) / 8);
}
