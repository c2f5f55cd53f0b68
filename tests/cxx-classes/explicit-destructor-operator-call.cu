// Member calls named other than by an identifier: the explicit destructor call `p->~T()`
// (the class's destructor; nothing for a trivial destructor or a scalar `T`, the
// pseudo-destructor call allocators make), and an operator function called by name,
// `obj.operator=(x)`, as libstdc++'s `new_allocator::destroy` and `<atomic>` write them.
// (They were "qualified member names are not supported yet".)
// RUN: %circlec %s -o %t && %t | FileCheck %s
// RUN: not %circlec -fsyntax-only -DBAD %s 2>&1 | FileCheck %s --check-prefix=BAD
#include <new>
#include <stdio.h>

static int live = 0;
struct Res {
  int v;
  Res(int x) : v(x) { ++live; }
  ~Res() { --live; }
  Res& operator=(const Res& o) { v = o.v + 100; return *this; }
};
template <class T> void destroy(T* p) { p->~T(); }
struct Acc {
  int x;
  Acc& operator=(int y) { x = y * 2; return *this; }
};

int main() {
  alignas(Res) unsigned char buf[sizeof(Res)];
  Res* r = new (buf) Res(5);
  int before = live;
  destroy(r);
  int i = 3;
  destroy(&i);
  Acc a;
  a.operator=(21);
  Res s(1), t(2);
  s.operator=(t);
  new (buf) Res(7);
  ((Res*)buf)->~Res();
#ifdef BAD
  // BAD: explicit-destructor-operator-call.cu:[[@LINE+1]]:3: error: a destructor takes no arguments, but 1 were given{{.*}}[E0406]
  s.~Res(1);
#endif
  // CHECK: 1 2 42 102 3
  printf("%d %d %d %d %d\n", before, live, a.x, s.v, i);
}
