// What a class defines in itself is `linkonce_odr`, so two units that include the class link
// together (each was a strong symbol, defined twice): a special member `= default`ed there
// (libstdc++'s tag types `in_place_t`, `piecewise_construct_t`, and the test's `Tag`), and a
// static data member initialized there (libstdc++'s `ios_base::badbit`, used by both units'
// `std::cout`, and the test's `Tag::N`).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %circlec -c -DOTHER %s -o %t/other.o
// RUN: %circlec %s -Xlinker %t/other.o -o %t/both && %t/both | FileCheck %s
// RUN: %circlec -S --emit=llvm %s -o %t/ir && FileCheck %s --check-prefix=IR < %t/ir.host.ll
#include <cstdio>
#include <iostream>
#include <utility>
struct Tag { explicit Tag() = default; int v = 3; static const int N = 10; };
// IR-DAG: define linkonce_odr void @_ZN3TagC2Ev(
// IR-DAG: @_ZN3Tag1NE = linkonce_odr global i32 10
#ifdef OTHER
int other() { Tag t; std::cout << "other" << std::endl; return t.v + 1 + Tag::N; }
#else
int other();
int main() {
  Tag t;
  // CHECK: other
  // CHECK-NEXT: 3 14 10
  int o = other();
  std::cout << t.v << ' ' << o << ' ' << Tag::N << std::endl;
}
#endif
