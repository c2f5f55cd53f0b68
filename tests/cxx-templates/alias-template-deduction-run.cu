// A parameter written through an alias template that is a class template-id deduces through
// it: `scope_t<S>` with `template<dot_scope S> using scope_t = IC<dot_scope, S>` against an
// `IC<dot_scope, dot_scope::cta>` deduces S (libcu++'s `cuda::ptx::mbarrier_arrive` takes
// `scope_t<_Scope>`; its candidates were all rejected). And two such objects compare with the
// built-in `==` through their conversion function when no operator function takes them
// (`__scope == scope_cta`), also in a `static_assert` on a parameter. NVIDIA's simpleAWBarrier
// sample stopped at both.
// RUN: %circlec %s -o %t && %t | FileCheck %s
// CHECK: 1 12 20 same 0 1
#include <cstdio>
template <class T, T v> struct IC {
  static constexpr T value = v;
  constexpr operator T() const { return v; }
};
namespace ptx {
enum class dot_scope { cta, cluster, gpu };
template <dot_scope S> using scope_t = IC<dot_scope, S>;
template <class T> using same_t = T;
static constexpr scope_t<dot_scope::cta> scope_cta{};
static constexpr scope_t<dot_scope::cluster> scope_cluster{};
// An operator template ADL finds, which takes no IC.
template <class T> struct Box {};
template <class T> bool operator==(Box<T>, Box<T>) { return true; }
template <dot_scope S> int arrive(scope_t<S> scope, same_t<int> n) {
  static_assert(scope == scope_cta || scope == scope_cluster, "");
  return (int)S * 10 + n;
}
}  // namespace ptx
namespace device {
int use() { return ptx::arrive(ptx::scope_cta, 1); }
}
int main() {
  bool same = ptx::scope_cta == ptx::scope_cta;
  printf("%d %d %d %s %d %d\n", device::use(), ptx::arrive(ptx::scope_cluster, 2),
         (int)ptx::dot_scope::gpu * 10, same ? "same" : "different",
         (int)(ptx::scope_cta == ptx::scope_cluster), (int)(ptx::scope_cta != ptx::scope_cluster));
}
