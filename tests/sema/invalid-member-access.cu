// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
struct P { int x; };
int f(P* p, P q) {
  // CHECK: invalid-member-access.cu:[[@LINE+1]]:10: error: member access on `P *`, which is not a class [E0411]
  return p.x + q.x;
}
int g(P q) {
  // CHECK: invalid-member-access.cu:[[@LINE+1]]:10: error: `->` on `P`, which is not a pointer to a class{{.*}}[E0411]
  return q->x;
}
