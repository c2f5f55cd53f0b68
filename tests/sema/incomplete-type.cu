// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
struct Fwd;
struct Holder {
  // CHECK: incomplete-type.cu:[[@LINE+1]]:3: error: field `f` has incomplete type `Fwd` [E0305]
  Fwd f;
};
