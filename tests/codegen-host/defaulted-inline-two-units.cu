// A special member `= default`ed in its class is inline: `linkonce_odr`, so two units that
// include the class (here libstdc++'s tag types `in_place_t`, `piecewise_construct_t` through
// <utility>, and one of the test's own) link together; they were strong symbols, defined twice.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %circlec -c -DOTHER %s -o %t/other.o
// RUN: %circlec %s -Xlinker %t/other.o -o %t/both && %t/both | FileCheck %s
// RUN: %circlec -S --emit=llvm %s -o %t/ir && FileCheck %s --check-prefix=IR < %t/ir.host.ll
#include <cstdio>
#include <utility>
struct Tag { explicit Tag() = default; int v = 3; };
// IR: define linkonce_odr void @_ZN3TagC2Ev(
#ifdef OTHER
int other() { Tag t; return t.v + 1; }
#else
int other();
int main() {
  Tag t;
  // CHECK: 3 4
  std::printf("%d %d\n", t.v, other());
}
#endif
