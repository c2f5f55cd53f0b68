// A friend function template declared by two classes and defined at namespace scope is one
// template (it belongs to the namespace), as libstdc++'s `use_facet` is befriended by `locale`
// and `locale::id`: the call is not ambiguous and reaches the definition.
// RUN: %circlec %s -o %t && %t | FileCheck %s
#include <cstdio>
namespace n {
class loc {
  template<class F> friend F use(const loc&);
  int v = 7;
public:
  class id {
    template<class F> friend F use(const loc&);
  };
};
template<class F> F use(const loc& l) { return F(l.v) * 2; }
}
int main() {
  n::loc l;
  // CHECK: 14 14.5
  printf("%d %g\n", n::use<int>(l), n::use<double>(l) + 0.5);
}
