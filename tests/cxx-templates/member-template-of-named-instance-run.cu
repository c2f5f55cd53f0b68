// An out-of-line member template definition (`template<class C> template<class I>
// R Traits<C>::lookup(I, I) const`) meets instances that a typedef only named so far: they have
// no members yet and take the definition when completed. libstdc++'s <bits/regex.tcc> defines
// `regex_traits<_Ch_type>::lookup_collatename` after `typedef basic_regex<char> regex;` named
// `regex_traits<char>`: "no member template with this signature is declared in its class".
// RUN: %circlec %s -o %t && %t
template <class C> struct Traits {
  typedef int string_type;
  template <class I> string_type lookup(I first, I last) const;
};
template <class C, class T = Traits<C>> struct Regex {
  T traits;
};
typedef Regex<char> regex;
template <class C>
template <class I>
typename Traits<C>::string_type Traits<C>::lookup(I first, I last) const {
  return (int)(last - first);
}
int main() {
  regex r;
  const char* s = "abc";
  return r.traits.lookup(s, s + 3) == 3 ? 0 : 1;
}
