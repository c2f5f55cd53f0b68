// A nested class declared in its class and defined outside it (`class Loc::Facet { ... };`):
// its members see the enclosing class's names (`Id`), and it is the complete nested type
// afterwards. A `mutable` field is modifiable through a const object and inside a const member
// function (libstdc++'s `locale::facet` and its `mutable _M_refcount`).
// RUN: %circlec %s -o %t && %t | FileCheck %s
// CHECK: 5 2 1
#include <stdio.h>

class Loc {
public:
  class Id;
  class Facet;
  int v = 0;
};
class Loc::Id {
public:
  int n = 5;
};
class Loc::Facet {
public:
  mutable int refs = 0;
  int get(const Id *i) const { ++refs; return i->n; }
};

struct Cache {
  mutable int hits = 0;
  int value = 1;
};

int main() {
  Loc::Id i;
  const Loc::Facet f{};
  int n = f.get(&i);
  f.get(&i);
  const Cache c{};
  c.hits = c.value;
  printf("%d %d %d\n", n, f.refs, c.hits);
  return 0;
}
