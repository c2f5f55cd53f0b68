// An explicit specialization declared again after its definition (`template<> struct
// char_traits<char>;` in <bits/stringfwd.h>, included after <bits/char_traits.h> by
// <ext/vstring_fwd.h>) declares nothing new: the definition stays, and `Tr<char>::char_type`
// is found. It used to replace the definition with a bodiless one.
// RUN: %circlec %s -o %t && %t
template <class C> struct Tr;
template <> struct Tr<char> {
  typedef char char_type;
  static int size() { return 1; }
};
template <> struct Tr<char>;
template <class C> struct Tr;
int main() {
  Tr<char>::char_type c = 'a';
  return c == 'a' && Tr<char>::size() == 1 ? 0 : 1;
}
