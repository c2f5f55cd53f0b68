// Members of a class nested in a class template, defined outside both (`template<class T>
// D<T>::P::P(...)`), plain and member templates, constructors and functions. libstdc++ defines
// `discrete_distribution<_IntType>::param_type::param_type(size_t, double, double, _Func)` so
// (bits/random.tcc). circlec used to drop the plain ones, so the program failed to link with
// "undefined reference to `D<int>::P::g()'", and to reject the member templates ("only function
// templates are supported yet"). The definitions name the class template's parameter `U`, the
// class `T`: bodies checked later, in the instance's scopes, said "unknown type name `U`", also for
// members of the template itself (`S<U>::f` below). g++ prints the same.
// RUN: %circlec --cudart=none %s -o %t && %t | FileCheck %s
#include <cstdio>

template <class T> struct Dist {
  typedef T result_type;
  struct Param {
    Param(int n);
    template <class F> Param(int n, F f);
    T scaled() const;
    template <class F> T apply(F f) const;
    T v;
  };
  struct Other {
    int w() const;
  };
};

// `result_type` is the enclosing class's: the parser reads `result_type* p` as a declaration
// only if the definition sees every class its qualifier names (istream.tcc's `sentry::sentry`
// declares `__streambuf_type* __sb` so).
template <class U> Dist<U>::Param::Param(int n) : v(U(n)) {
  result_type *p = &v;
  *p += 0;
}
template <class U> template <class F> Dist<U>::Param::Param(int n, F f) : v(U(n + f())) {}
template <class U> U Dist<U>::Param::scaled() const { return v * U(2); }
template <class U> template <class F> U Dist<U>::Param::apply(F f) const { return v + U(f()); }
template <class U> int Dist<U>::Other::w() const { return sizeof(U); }

template <class T> struct S {
  S(int x);
  int f() const;
  int v;
};
template <class U> S<U>::S(int x) : v(U(x)) {}
template <class U> int S<U>::f() const { return int(sizeof(U)) + v; }

int three() { return 3; }

int main() {
  Dist<int>::Param a(5);
  Dist<double>::Param b(2, three);
  Dist<char>::Other o;
  // CHECK: a 5 10 8
  printf("a %d %d %d\n", a.v, a.scaled(), a.apply(three));
  // CHECK: b 5.0 10.0 8.0
  printf("b %.1f %.1f %.1f\n", b.v, b.scaled(), b.apply(three));
  // CHECK: w 1
  printf("w %d\n", o.w());
  S<short> s(4);
  // CHECK: s 6
  printf("s %d\n", s.f());
  return 0;
}
