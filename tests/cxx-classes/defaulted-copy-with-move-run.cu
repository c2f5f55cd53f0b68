// `S(const S&) = default` beside a user-written `S(S&&)` is the member-wise copy constructor
// (not deleted, as an undeclared one would be), chosen for lvalues while rvalues take the move
// constructor (libstdc++'s `_Deque_impl_data`). The output matches g++'s.
// REQUIRES: libcudart
// RUN: %circlec --sm 52 %s -o %t.exe && %t.exe | FileCheck %s
// CHECK: copy 3 4, moved 3 4, source 0
#include <stdio.h>
#include <utility>
struct Data {
  int a = 3, b = 4;
  Data() = default;
  Data(const Data &) = default;
  Data(Data &&o) : Data(o) { o.a = o.b = 0; }
};
int main() {
  Data d;
  Data copy(d);
  Data moved(std::move(d));
  printf("copy %d %d, moved %d %d, source %d\n", copy.a, copy.b, moved.a, moved.b, d.a + d.b);
}
