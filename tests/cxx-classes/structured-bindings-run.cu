// Structured bindings ([dcl.struct.bind]; `auto [a, b] = e` was a parse error, and libstdc++'s
// <map> uses them): arrays (copied by `auto`, referred to by `auto&`), tuple-like types through
// `get<i>` (std::tuple, std::pair), classes by their data members (also a base's), in range-for
// loops over a std::map, `const auto&` and `auto&`, in host and device code. Output compared with g++ 12.
// RUN: %circlec --sm 70 %s -o %t && %t | FileCheck %s
// RUN: not %circlec -fsyntax-only -DERRORS %s 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: not %circlec -fsyntax-only -DPARSE %s 2>&1 | FileCheck %s --check-prefix=PARSE
#include <cstdio>
#include <map>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

struct P { int x; double y; };
struct Q : P {};
std::tuple<int, char, std::string> tup() { return {1, 'c', "str"}; }
__device__ int dsum(P p) { auto [a, b] = p; return a + (int)b; }
__global__ void k(int* o, P p) { o[0] = dsum(p); }

int main() {
  P p{3, 4.5};
  auto [a, b] = p;
  auto& [ra, rb] = p;
  ra = 10;
  int arr[3] = {7, 8, 9};
  auto [i0, i1, i2] = arr;
  auto& [r0, r1, r2] = arr;
  i0 = 70;
  r2 = 90;
  auto [t0, t1, t2] = tup();
  std::pair<int, std::string> pr{5, "five"};
  const auto& [pk, pv] = pr;
  std::map<std::string, int> m{{"a", 1}, {"bb", 2}};
  int total = 0;
  for (const auto& [key, val] : m) total += val + (int)key.size();
  std::vector<std::pair<int, int>> v{{1, 2}, {3, 4}};
  for (auto& [x, y] : v) x *= 10;
  Q q;
  q.x = 6;
  q.y = 1.5;
  auto [qx, qy] = q;
  auto [it, inserted] = m.insert({"c", 3});
  // CHECK: 3 4.5 10 70 8 9 7 90 1 c str 5 five 6 30 6 1.5 1 c 3
  printf("%d %g %d %d %d %d %d %d %d %c %s %d %s %d %d %d %g", a, b, p.x, i0, i1, i2, arr[0], arr[2], t0, t1, t2.c_str(), pk,
         pv.c_str(), total, v[1].first, qx, qy);
  printf(" %d %s %zu\n", (int)inserted, it->first.c_str(), m.size());
}

#ifdef ERRORS
struct Two { int a, b; };
void errors(Two t, int* p) {
  // ERR: structured-bindings-run.cu:[[@LINE+1]]:9: error: the structured binding declares 3 names, but `Two` decomposes into 2 [E0413]
  auto [a, b, c] = t;
  // ERR: structured-bindings-run.cu:[[@LINE+1]]:9: error: cannot decompose `int *` [E0413]
  auto [x] = p;
}
#endif
#ifdef PARSE
void parse_error(P t) {
  // PARSE: structured-bindings-run.cu:[[@LINE+1]]:3: error: a structured binding is declared with `auto`
  int [y, z] = t;
}
#endif
