// `static_cast` from a base class to a derived one: a pointer (`static_cast<Node*>(base)`, as
// node-based containers keep links to a node base), a reference, and the CRTP base's
// `static_cast<D*>(this)`; a null pointer stays null. The cast may not drop `const`. A base at
// a nonzero offset (a later base of multiple inheritance) has its offset subtracted.
// RUN: %circlec %s -o %t && %t | FileCheck %s
// RUN: not %circlec -fsyntax-only -DBAD %s 2>&1 | FileCheck %s --check-prefix=BAD
// CHECK: 7 8 9 null
// CHECK-NEXT: crtp 5
// CHECK-NEXT: offset 1 1 1
#include <stdio.h>

struct Link { Link *next = nullptr; };
struct Node : Link { int value; Node(int v) : value(v) {} };

template <class D> struct Counter {
  int twice() { return static_cast<D *>(this)->n * 2 + 1; }
};
struct Two : Counter<Two> { int n = 2; };

struct A { int a; };
struct B { int b; };
struct C : A, B {};

#ifdef BAD
void bad(const Link *l) {
  // BAD: static-downcast-run.cu:[[@LINE+1]]:3: error: `static_cast` cannot convert `const Link *` to `Node *` [E0409]
  static_cast<Node *>(l);
}
#endif

int main() {
  Node a(7), b(8), c(9);
  a.next = &b;
  b.next = &c;
  for (Link *l = &a; l; l = l->next) printf("%d ", static_cast<Node *>(l)->value);
  Link *none = nullptr;
  printf("%s\n", static_cast<Node *>(none) ? "set" : "null");
  Link &r = c;
  static_cast<Node &>(r).value = 5;
  Two t;
  printf("crtp %d\n", t.twice() + (static_cast<Node &>(r).value - 5));
  C cc;
  B *pb = &cc, *nb = nullptr;
  printf("offset %d %d %d\n", static_cast<C *>(pb) == &cc, &static_cast<C &>(*pb) == &cc, static_cast<C *>(nb) == nullptr);
  return 0;
}
