// A function's or lambda's parameter hides a type of the same name in its body: with
// `using namespace std;` and <array>, `switch (array)` on a parameter `array` is an
// expression, not the declaration of a `std::array`. NVIDIA's nbody sample
// (bodysystemcpu_impl.h) failed with "expected a declarator name, found `)`".
// RUN: %circlec %s -o %t && %t | FileCheck %s
// CHECK: 4 5 6 7 8
// CHECK: 2
#include <array>
#include <cstdio>
using namespace std;
enum BodyArray { A, B };
struct S {
  int get(BodyArray array) const;
  int inl(BodyArray array) { switch (array) { default: return 5; } }
};
int S::get(BodyArray array) const { switch (array) { default: return 4; } }
template <class T> T twice(T array) { return array + array; }
int plain(BodyArray array) { return array ? 9 : 7; }
int main() {
  auto l = [](BodyArray array) { switch (array) { default: return 6; } };
  S s;
  printf("%d %d %d %d %d\n", s.get(A), s.inl(A), l(B), plain(A), twice(4));
  array<int, 2> a{1, 2};
  printf("%d\n", a[1]);
}
