// A parameter written as a class template-id (`const Cx<T>&`) deduces only from an instance of
// that template or a class derived from one: from an enumeration, or from a class that is no
// such instance, deduction fails and the candidate is dropped ([temp.deduct.call]/4). Both
// used to be taken as "nothing deduced here": with <complex> included, libstdc++'s
// `operator==(const complex<T>&, const T&)` and its mirror made every comparison of two
// `ios_base::iostate` values ambiguous, and `_Bit_iterator_base == _Bit_iterator_base`
// instantiated `complex<_Bit_iterator_base>`, whose default arguments `T()` do not compile.
// RUN: %circlec %s -o %t && %t
template <class T> struct Cx {
  T v;
  Cx(const T& r = T()) : v(r) {}
};
template <class T> bool operator==(const Cx<T>&, const T&) { return false; }
template <class T> bool operator==(const T&, const Cx<T>&) { return false; }
enum E { A, B };
struct NoDefault {
  int i;
  NoDefault(int x) : i(x) {}
};
bool operator==(const NoDefault& a, const NoDefault& b) { return a.i == b.i; }
int main() {
  E e = A;
  NoDefault x(1), y(1);
  Cx<int> c(3);
  return (e == A) && (x == y) && !(c == 3) ? 0 : 1;
}
