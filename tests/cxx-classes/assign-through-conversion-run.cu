// Assigning a value of another type to a class object whose own `operator=` overloads do not
// take it: the implicit copy/move assignment takes the value converted by a converting
// constructor (`optional<int> o; o = 42;` goes through `optional(U&&)` in libstdc++; it was "no
// matching operator="). Output compared with g++ 12.
// RUN: %circlec %s -o %t && %t | FileCheck %s
#include <cstdio>

struct Tag {};
struct Opt {
  Opt() : v(0), set(false) {}
  template <class U> Opt(U&& u) : v((int)u), set(true) {}
  Opt& operator=(Tag) {
    set = false;
    return *this;
  }
  int v;
  bool set;
};
struct Str {
  Str(const char* s) : n(0) {
    while (s[n]) ++n;
  }
  int n;
};

int main() {
  Opt o;
  o = 42;
  Opt p;
  p = 2.5;
  p = Tag{};
  Str s("ab");
  s = "hello";
  // CHECK: 42 1 0 5
  printf("%d %d %d %d\n", o.v, (int)o.set, (int)p.set, s.n);
}
