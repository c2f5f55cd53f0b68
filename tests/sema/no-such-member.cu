// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
struct P { int x, y; };
int f(P p) {
  // CHECK: no-such-member.cu:[[@LINE+1]]:10: error: no member named `z` in `P` [E0307]
  return p.z;
}
