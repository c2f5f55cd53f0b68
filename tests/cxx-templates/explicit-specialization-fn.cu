// Explicit specializations of function templates: with the arguments written
// (`describe<long>`) or deduced from the parameter types, of the most specialized template
// that gives exactly those parameters (`Box<char>&` is `describe(Box<T>&)`'s, not
// `describe(T)`'s), declared first and defined later, and inline. A call selecting those
// arguments uses the specialization, whose symbol is the template instance's (g++'s
// `_ZN2ns8describeIdEEiT_`), so a specialization defined in another object links.
// (They were "explicit specializations are not supported yet".)
// RUN: %circlec %s -o %t && %t | FileCheck %s
// RUN: %circlec -c %s -o %t.o && nm %t.o | FileCheck %s --check-prefix=SYM
// RUN: not %circlec -fsyntax-only -DBAD %s 2>&1 | FileCheck %s --check-prefix=BAD
#include <stdio.h>

namespace ns {
template <class T> struct Box { T v; };
template <class T> int describe(T) { return 1; }
template <class T> int describe(T*) { return 2; }
template <class T> int describe(Box<T>&) { return 3; }
template <> int describe<long>(long) { return 10; }
template <> int describe(int*) { return 20; }
template <> inline int describe(Box<char>&) { return 30; }
template <> int describe(double);
}  // namespace ns
namespace ns {
// SYM: T _ZN2ns8describeIdEEiT_
template <> int describe(double x) { return x > 1 ? 40 : 0; }
}  // namespace ns

#ifdef BAD
// BAD: explicit-specialization-fn.cu:[[@LINE+1]]:1: error: no function template `describe` matches this explicit specialization{{.*}}[E0407]
template <> int ns::describe<int>(long);
// BAD: explicit-specialization-fn.cu:[[@LINE+1]]:1: error: explicit specialization of `nothing`, which is not a function template{{.*}}[E0521]
template <> int nothing(int);
#endif

int main() {
  int i = 0;
  ns::Box<char> bc;
  ns::Box<int> bi;
  // CHECK: 10 20 30 3 1 40 2
  printf("%d %d %d %d %d %d %d\n", ns::describe(1L), ns::describe(&i), ns::describe(bc), ns::describe(bi),
         ns::describe('c'), ns::describe(2.0), ns::describe((char*)0));
}
