// An explicit specialization declared after its template-id was only named (a parameter type
// `Bar<2>&`): naming does not instantiate ([temp.inst]/2), so the earlier declaration names
// the specialization, whose members and hidden friends are the ones used. libcu++ declares
// `barrier_native_handle(barrier<thread_scope_block>&)` before specializing
// `barrier<thread_scope_block>` (NVIDIA's simpleAWBarrier and the TensorCoreGemm samples):
// circlec had made the instance from the primary template ("no member named `__barrier`"),
// and then the specialization's friend `init` was a "redefinition" of the primary's.
// RUN: %circlec %s -o %t && %t | FileCheck %s
// CHECK: inner 7 via friend 7
// CHECK: init 3
// CHECK: derived 14
#include <cstdio>
struct Empty {};
template <int S, class C = Empty> class Bar {
public:
  int primary;
  Bar() = default;
  friend int init(Bar *b, int n) { return b->primary = n; }
};
namespace dev { int *handle(Bar<2> &b); }
int *first(Bar<2> &b);
template <> class Bar<2, Empty> {
  int inner = 7;
  friend int *dev::handle(Bar<2> &b);
  friend int *first(Bar<2> &b) { return &b.inner; }
  friend int init(Bar *b, int n) { return b->inner = n; }
public:
  Bar() = default;
  int get() const { return inner; }
};
// Derives from the specialization and inherits its constructors: one default constructor
// (the primary's had stayed on the instance: "call to `Bar` is ambiguous").
template <> class Bar<3, Empty> : private Bar<2> {
  using Base = Bar<2>;
public:
  using Base::Base;
  int twice() const { return 2 * get(); }
};
namespace dev { int *handle(Bar<2> &b) { return &b.inner; } }
int main() {
  Bar<2> b;
  printf("inner %d via friend %d\n", b.get(), *first(b));
  init(&b, 3);
  printf("init %d\n", *dev::handle(b));
  Bar<3> d;
  printf("derived %d\n", d.twice());
}
