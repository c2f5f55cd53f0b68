// A member of an anonymous union or struct member, named without `this->` inside a member
// function of the class (and of a class template's instance), is the member of the unnamed
// field, as libstdc++'s `basic_string` names `_M_local_buf`. (It was "use of undeclared
// identifier".)
// RUN: %circlec %s -o %t && %t | FileCheck %s
#include <stdio.h>

struct Small {
  int len;
  union {
    char buf[8];
    long cap;
  };
  struct {
    short lo, hi;
  };
  char* data() { return buf; }
  void set(long c) { cap = c; lo = 1; hi = 2; }
  int sum() const { return lo + hi; }
};

template <class C> struct Str {
  enum { N = 7 };
  union {
    C local[N + 1];
    unsigned long capacity;
  };
  C* data() { return local; }
  unsigned long cap() const { return capacity; }
};

int main() {
  Small s;
  s.set(5);
  s.data()[0] = 'a';
  Str<char> t;
  t.capacity = 0;
  t.data()[0] = 'x';
  // CHECK: a 3 120
  printf("%c %d %lu\n", s.buf[0], s.sum(), t.cap());
}
