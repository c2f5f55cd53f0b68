// Found in NVIDIA's <cooperative_groups.h>: `grid_group gg(details::get_grid_workspace());`
// initializes `gg` with a function's result. A qualified name that a namespace the parser
// knows does not declare as a type, followed by `(`, is a call, not the type of a parameter
// (which would make the declaration a function's). `using token = struct {};` defines the
// class it names (once, and as no member of the enclosing class). The output is g++'s.
// RUN: %circlec %s -o %t
// RUN: %t | FileCheck %s
// RUN: %circlec --dump=syntax %s | FileCheck %s --check-prefix=TREE
#include <cstdio>

namespace rt {
namespace details {
struct workspace { int size; };
inline workspace* get_workspace() { static workspace w{42}; return &w; }
}
struct grid {
  explicit grid(details::workspace* w) : size(w->size) {}
  int size;
  using token = struct {};
  token t;
};
inline grid this_grid() {
  grid g(details::get_workspace());
  return g;
}
}

using pair_t = struct { int a, b; };

int main() {
  rt::grid g(rt::details::get_workspace());
  pair_t p{3, 4};
  // CHECK: 42 42 3 4 8 1
  printf("%d %d %d %d %d %d\n", g.size, rt::this_grid().size, p.a, p.b, (int)sizeof(rt::grid), (int)sizeof(rt::grid::token));
}
// TREE: (var g grid (paren-init (call details::get_workspace)))
// TREE: (var g rt::grid (paren-init (call rt::details::get_workspace)))
