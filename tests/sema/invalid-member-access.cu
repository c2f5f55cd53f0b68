// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
struct P { int x; };
int f(P* p, P q) {
  // CHECK: invalid-member-access.cu:[[@LINE+1]]:10: error[E0411]: member access on `P *`, which is not a class [invalid-member-access]
  return p.x + q.x;
}
int g(P q) {
  // CHECK: invalid-member-access.cu:[[@LINE+1]]:10: error[E0411]: `->` on `P`, which is not a pointer to a class
  return q->x;
}
