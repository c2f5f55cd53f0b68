// Found in NVIDIA's <mma.h> (`for (int i = 0; i < f.num_storage_elements; i++)`): a class's
// enumerator named through an object is its constant, and `int < enumerator` uses the built-in
// comparison even where user `operator<`s taking classes convertible from `int` are visible
// (cuda_fp16's and cuda_bf16's): with no class operand, an operator needing a user-defined
// conversion never beats the built-in one. An enum's own operators still apply. The output is
// g++'s.
// RUN: %circlec %s -o %t
// RUN: %t | FileCheck %s
#include <cstdio>

struct half_like { float v; half_like(int x) : v(x) {} };
struct bf_like { float v; bf_like(int x) : v(x) {} };
bool operator<(const half_like& a, const half_like& b) { return a.v > b.v; }
bool operator<(const bf_like& a, const bf_like& b) { return a.v > b.v; }

namespace frag {
template<class T, int n> struct base { enum { elements = n }; T x[elements]; };
template<class T, int n> int fill(base<T, n>& f, T v) {
  int count = 0;
  for (int i = 0; i < f.elements; i++) {
    f.x[i] = v;
    count++;
  }
  return count;
}
enum class flags { a = 1, b = 2 };
inline int operator<(flags x, int y) { return 100 + (int)x + y; }
}

int main() {
  frag::base<float, 8> f;
  frag::base<int, 3> g;
  int nf = frag::fill(f, 1.5f);
  int ng = frag::fill(g, 7);
  // CHECK: 8 3 1.5 7 102
  printf("%d %d %.1f %d %d\n", nf, ng, f.x[7], g.x[2], frag::flags::a < 1);
}
