// Access belongs to each declaration, not to a name: a class with a private and a public
// constructor (or member function overload) lets outsiders call the public one, which overload
// resolution chooses, and rejects only a call that resolves to the private one.
// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not='error:'

struct Tag {};

template <class C> class Text {
  struct Wrap { explicit Wrap(const C *p) : p(p) {} const C *p; };
  Text(Wrap w, Tag t) {}
  int pick(int) { return 1; }

public:
  Text(unsigned long n, C c, Tag t = Tag()) {}
  int pick(double) { return 2; }
};

int use() {
  unsigned n = 3;
  Text<char> a(n, '-');
  Text<char> b(true + n, 'x');
  // CHECK: access-per-overload.cu:[[@LINE+1]]:10: error: `pick` is a private member of `Text` [E0431]
  return a.pick(1) + b.pick(1.0);
}
