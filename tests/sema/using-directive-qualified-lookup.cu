// Qualified lookup `ns::f` follows the using-directives of `ns` for names not declared in it
// directly, including names the nominated namespace declares after the directive (reopened
// later, as cooperative groups' `namespace cooperative_groups { namespace __v1 { ... };
// using namespace __v1; }` blocks are).
// RUN: %circlec -fsyntax-only %s 2>&1 | FileCheck %s --allow-empty
// CHECK-NOT: error
namespace cg { namespace v1 { void a(); }; using namespace v1; };
namespace cg { namespace v1 {
template <class T> void sync(T const&);
struct G { void s() const; };
void G::s() const { cg::sync(*this); }
}; using namespace v1; };
void f() { cg::sync(1); }
