// The implicit copy constructor is deleted, not an error, when a member cannot be copied
// (a move-only member) or when the class declares a move constructor; the class still moves.
// Only copying it is an error, at the copy. The output matches g++'s.
// REQUIRES: libcudart
// RUN: %circlec --sm 52 %s -o %t.exe && %t.exe | FileCheck %s
// RUN: not %circlec -fsyntax-only -DCOPY_MOVE_ONLY %s 2>&1 | FileCheck %s --check-prefix=MEMBER
// RUN: not %circlec -fsyntax-only -DCOPY_OWN_MOVE %s 2>&1 | FileCheck %s --check-prefix=OWN
// CHECK: 5 0 7
#include <stdio.h>
#include <utility>
struct MoveOnly {
  int v;
  MoveOnly() : v(5) {}
  MoveOnly(MoveOnly &&o) : v(o.v) { o.v = 0; }
  MoveOnly(const MoveOnly &) = delete;
};
struct Holder {
  MoveOnly m;
};
struct OwnMove {
  int v;
  OwnMove() : v(7) {}
  OwnMove(OwnMove &&o) : v(o.v) {}
};
struct Wrapper {
  OwnMove w;
};
int main() {
  Holder h;
  Holder h2(std::move(h));
  Wrapper w;
  Wrapper w2(std::move(w));
  printf("%d %d %d\n", h2.m.v, h.m.v, w2.w.v);
#ifdef COPY_MOVE_ONLY
  // MEMBER: implicit-copy-deleted-run.cu:[[@LINE+1]]:10: error: use of the implicitly deleted copy or move constructor of `Holder`{{.*}}[E0430]
  Holder h3(h2);
#endif
#ifdef COPY_OWN_MOVE
  // OWN: implicit-copy-deleted-run.cu:[[@LINE+1]]:11: error: use of the implicitly deleted copy or move constructor of `Wrapper`{{.*}}[E0430]
  Wrapper w3(w2);
#endif
}
