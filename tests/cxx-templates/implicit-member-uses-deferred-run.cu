// The implicit copy and move members circlec writes at the end of a class call the members'
// own; a member of a class template instance called there is checked only when the implicit
// member itself is used ([class.copy.assign]: an implicit assignment is defined when
// odr-used). `Holder`'s copy assignment, never used, calls `Al<int>::operator=`, whose body is
// invalid for `int`; libstdc++'s testsuite `propagating_allocator<T, false>` is such a class
// inside every container's `_Vector_impl`. Copying a `Holder` still copies, and assigning a
// `Fine` runs the member's assignment it deferred.
// RUN: %circlec %s -o %t && %t | FileCheck %s
// CHECK: copied 1
// CHECK: assigned 7 1
#include <cstdio>

static int assignments = 0;
template <class T> struct Al {
  int x = 1;
  Al() {}
  Al(const Al& o) : x(o.x) {}
  Al& operator=(const Al&) {
    static_assert(sizeof(T) == 0, "assigning an Al<T> is invalid");
    return *this;
  }
};
struct Holder { Al<int> a; int y = 0; };

template <class T> struct Counted {
  T v{};
  Counted& operator=(const Counted& o) { v = o.v; ++assignments; return *this; }
};
struct Fine { Counted<int> c; };

int main() {
  Holder h;
  Holder g(h);
  printf("copied %d\n", g.a.x);
  Fine a, b;
  b.c.v = 7;
  a = b;
  printf("assigned %d %d\n", a.c.v, assignments);
  return 0;
}
