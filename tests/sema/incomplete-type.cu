// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
struct Fwd;
struct Holder {
  // CHECK: incomplete-type.cu:[[@LINE+1]]:3: error[E0305]: field `f` has incomplete type `Fwd` [incomplete-type]
  Fwd f;
};
