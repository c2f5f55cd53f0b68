// `S& operator=(const S&) = default;` declared beside a written move assignment (libstdc++'s
// shared_ptr and __shared_ptr) is the member-wise copy assignment: a candidate, whose body runs
// each member's own `operator=` (a reference count here). Only the move assignment was a
// candidate, so `sp = other_sp` had "no matching `operator=`" (and libstdc++'s
// tuple/48476.cc compiled to a wrong result through another path).
// RUN: %circlec %s -o %t && %t | FileCheck %s
// CHECK: assigned 3 copies 1 refs 2
// CHECK: moved 4
// CHECK: shared 1 2
#include <cstdio>
#include <memory>
struct Count {
  int *refs = nullptr;
  static int copies;
  Count() = default;
  Count(const Count &o) : refs(o.refs) { if (refs) ++*refs; }
  Count &operator=(const Count &o) { ++copies; refs = o.refs; if (refs) ++*refs; return *this; }
};
int Count::copies = 0;
template <class T> struct Ptr {
  T *p = nullptr;
  Count n;
  Ptr() = default;
  Ptr &operator=(const Ptr &) noexcept = default;
  Ptr &operator=(Ptr &&r) noexcept { p = r.p; r.p = nullptr; return *this; }
};
int main() {
  int x = 3, y = 4, refs = 1;
  Ptr<int> a, b, c;
  a.p = &x;
  a.n.refs = &refs;
  b = a;
  printf("assigned %d copies %d refs %d\n", *b.p, Count::copies, refs);
  Ptr<int> d;
  d.p = &y;
  c = static_cast<Ptr<int> &&>(d);
  printf("moved %d\n", *c.p);
  std::shared_ptr<int> sp(new int(5)), sq;
  sq = sp;
  printf("shared %d %ld\n", (int)(sq == sp), sp.use_count());
}
