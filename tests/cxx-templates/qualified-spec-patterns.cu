// Partial ordering of class template partial specializations whose patterns name a template
// through a qualifier (`c::dur<R, P>`): the pattern keeps its parameters, so the more
// specialized one wins wherever the class is instantiated (libstdc++'s `common_type` of two
// equal `chrono::duration`s, instantiated inside a function template, was ambiguous).
// RUN: %circlec -fsyntax-only %s
namespace s {
template<class... T> struct ct;
template<class A> struct ct<A> { static const int v = 1; };
template<class A, class B> struct ct<A, B> { static const int v = 2; };
template<class A, class B, class... R> struct ct<A, B, R...> { static const int v = 3; };
namespace c { template<class R, class P = int> struct dur; }
template<class R1, class P1, class R2, class P2> struct ct<c::dur<R1, P1>, c::dur<R2, P2>> { static const int v = 4; };
template<class R, class P> struct ct<c::dur<R, P>, c::dur<R, P>> { static const int v = 5; };
namespace c {
template<class R, class P> struct dur { R r; };
template<class X1, class Y1, class X2, class Y2> constexpr int lt(dur<X1, Y1>, dur<X2, Y2>) { return ct<dur<X1, Y1>, dur<X2, Y2>>::v; }
}
}
static_assert(s::ct<int, int>::v == 2, "");
static_assert(s::ct<int, int, int>::v == 3, "");
static_assert(s::ct<s::c::dur<int, long>, s::c::dur<int, int>>::v == 4, "");
static_assert(s::c::lt(s::c::dur<int, long>{}, s::c::dur<int, long>{}) == 5, "");
static_assert(s::c::lt(s::c::dur<int, long>{}, s::c::dur<long, long>{}) == 4, "");
int main() {}
