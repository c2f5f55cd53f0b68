// `while (T x = e) body` declares and tests `x` before every iteration ([stmt.while]/2), and
// destroys it after each. circlec evaluated `e` once before the loop, so
// `while (_Node* __tmp = static_cast<_Node*>(__prev_it._M_node->_M_next))` in libstdc++'s
// `forward_list::remove` never ended (libstdc++'s forward_list/operations/3.cc timed out).
// `for (init; T x = e; inc)` likewise (it was "not supported yet"); `continue` still runs `inc`.
// g++ prints the same.
// RUN: %circlec --cudart=none %s -o %t && %t | FileCheck %s
#include <cstdio>
#include <forward_list>

struct Node {
  int v;
  Node *next;
};
struct Guard {
  int v;
  Guard(int x) : v(x) {}
  ~Guard() { printf("~%d ", v); }
  explicit operator bool() const { return v != 0; }
};

int main() {
  Node c{3, nullptr}, b{2, &c}, a{1, &b};
  Node *at = &a;
  int sum = 0, steps = 0;
  while (Node *n = at) {
    sum += n->v;
    at = n->next;
    ++steps;
  }
  // CHECK: sum 6 steps 3
  printf("sum %d steps %d\n", sum, steps);
  int k = 3;
  // CHECK-NEXT: ~3 ~2 ~1 ~0 done
  while (Guard g = k--)
    ;
  printf("done\n");
  at = &a;
  sum = steps = 0;
  for (; Node *n = at; at = n->next) {
    ++steps;
    if (n->v == 2)
      continue;
    sum += n->v;
  }
  // CHECK-NEXT: for sum 4 steps 3
  printf("for sum %d steps %d\n", sum, steps);
  std::forward_list<int> fl = {0, 1, 2, 3, 4, 5, 6};
  fl.remove(3);
  fl.remove_if([](int i) { return i < 2; });
  // CHECK-NEXT: front 2
  printf("front %d\n", fl.front());
  return 0;
}
