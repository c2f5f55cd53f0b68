// SFINAE idioms of libcu++ and cooperative groups, each once met in NVIDIA's headers:
// overloads that differ only in a defaulted non-type parameter's type (`is_base<S> = 0` and
// `is_small<S> = 0`) are different templates, not redeclarations; `enable_if_t<C>* = nullptr`
// defaults to a null pointer argument; a parameter written through an alias template
// (`forward`'s `remove_ref_t<T>&`) deduces nothing and fails nothing when the argument is a
// class template's instance; and a base `Cases::template rebind<T>...` expands a type pack
// used as a qualifier. The output and the mangled names are g++'s.
// RUN: %circlec %s -o %t
// RUN: %t | FileCheck %s
// RUN: %circlec -O0 -c %s -o %t.o
// RUN: nm %t.o | FileCheck %s --check-prefix=SYM
#include <cstdio>
#include <type_traits>

enum class kind { base, small };
template<class T> struct base_store { static constexpr kind tag = kind::base; T v; };
template<class T> struct small_store { static constexpr kind tag = kind::small; T v; };
template<class S> using is_base = std::enable_if_t<std::remove_cv_t<S>::tag == kind::base, int>;
template<class S> using is_small = std::enable_if_t<std::remove_cv_t<S>::tag == kind::small, int>;

template<class S, is_base<S> = 0> int load(const S* s) { return s->v + 1000; }
template<class S, is_small<S> = 0> int load(const S* s) { return s->v + 2000; }

template<class T> struct usable { static constexpr bool value = sizeof(T) >= 4; };
template<class T, typename std::enable_if<usable<T>::value, void>::type* = nullptr> int pick(T x) { return 1; }
template<class T, typename std::enable_if<!usable<T>::value, void>::type* = nullptr> int pick(T x) { return 2; }

template<class T> struct remove_ref { using type = T; };
template<class T> struct remove_ref<T&> { using type = T; };
template<class T> using remove_ref_t = typename remove_ref<T>::type;
template<class T> T&& fwd(remove_ref_t<T>& t) { return static_cast<T&&>(t); }
template<class T> struct adder { T k; T operator()(T a) const { return a + k; } };

template<class T> struct tagged { int id = sizeof(T); };
template<class Tag> struct with { template<class T> using rebind = tagged<Tag>; };
template<class T, class... Cases> struct all_of : Cases::template rebind<T>... {};

int main() {
  const volatile base_store<int> b{5};
  const small_store<short> s{6};
  // CHECK: 1005 2006 1 2
  printf("%d %d %d %d\n", load(&b), load(&s), pick(1), pick('c'));
  adder<int> a{7};
  // CHECK-NEXT: 10
  printf("%d\n", fwd<adder<int>>(a)(3));
  // CHECK-NEXT: 8 16
  printf("%d %d\n", (int)sizeof(all_of<int, with<char>, with<double>>), (int)sizeof(all_of<int, with<int>, with<long>, with<short>, with<float>>));
}

// SYM-DAG: _Z4loadIV10base_storeIiELi0EEiPKT_
// SYM-DAG: _Z4loadI11small_storeIsELi0EEiPKT_
// SYM-DAG: _Z4pickIiLPv0EEiT_
// SYM-DAG: _Z4pickIcLPv0EEiT_
