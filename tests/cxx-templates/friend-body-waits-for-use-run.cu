// A friend function defined in a class template is instantiated when it is used, not with the
// class ([temp.inst]/4). libstdc++'s debug-mode `_Safe_iterator<I, S, forward_iterator_tag>`
// defines `friend bool operator==(const _Self&, const _Self&)` with `_Self` the most derived
// iterator class (its `iterator_category` is random access), which is still being instantiated
// when its base is: checking the body then found no members in it.
// RUN: %circlec %s -o %t && %t
struct random_tag {};
struct forward_tag {};
template <class T> struct Traits { typedef random_tag category; };
template <class T, class Tag> struct Iter;
template <class T> struct Iter<T, forward_tag> {
  typedef Iter<T, typename Traits<T>::category> Self; // the derived class below
  T v = 0;
  friend bool operator==(const Self& a, const Self& b) { return a.pos() == b.pos(); }
};
template <class T> struct Iter<T, random_tag> : Iter<T, forward_tag> {
  T pos() const { return this->v * 2; }
};
int main() {
  Iter<int, random_tag> a, b;
  a.v = 3;
  b.v = 3;
  return a == b ? 0 : 1;
}
