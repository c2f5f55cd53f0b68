// Lambdas capture the elements of a function parameter pack: implicitly under `[=]` and `[&]`
// when the body expands the pack, and explicitly with `[args...]` and `[&args...]`; each element
// is its own field, and the name keeps meaning the pack inside the body (also in a generic
// lambda's call operators, instantiated later).
// RUN: %circlec --sm 70 %s -o %t.exe && %t.exe | FileCheck %s
// RUN: %circlec --emit=llvm -S --sm 70 -O0 %s -o %t
// RUN: FileCheck %s --check-prefix=IR < %t.host.ll
// RUN: %circlec --emit=ptx --sm 70 %s -o %t.d
// CHECK: PASS
// The closure of `[=]` over three ints holds three fields.
// IR-DAG: %struct.anon{{(\.[0-9]+)?}} = type { i32, i32, i32 }

#include <stdio.h>

__host__ __device__ int sum() { return 0; }
template <class T, class... R> __host__ __device__ int sum(T t, R... r) { return t + sum(r...); }

template <class... Ts> int by_copy(Ts... args) {
  auto g = [=] { return sum(args...); };
  return g();
}
template <class... Ts> int by_ref(Ts... args) {
  auto g = [&] { return (args + ...); };
  return g();
}
template <class... Ts> int explicit_copy(Ts... args) {
  auto g = [args...] { return sum(args...) * (int)sizeof...(args); };
  return g();
}
template <class... Ts> int explicit_ref(Ts... args) {
  auto g = [&args...] { ((args *= 2), ...); };
  g();
  return sum(args...);
}
template <class... Ts> int nested(Ts... args) {
  auto outer = [=] { auto inner = [args...] { return sum(args...); }; return inner() + 1; };
  return outer();
}

template <class... Ts> int generic(Ts... args) {
  auto g = [=](auto k) { return sum(args...) * k; };
  return g(2) + g(1L);
}

template <class F> __global__ void run(F f, int* out) { out[0] = f(); }
template <class... Ts> void launch(int* out, Ts... args) {
  run<<<1, 1>>>([=] { return sum(args...); }, out);
}

int main() {
  int bad = 0;
  if (by_copy(1, 20, 300) != 321) { printf("by_copy %d\n", by_copy(1, 20, 300)); bad = 1; }
  if (by_ref(1, 2, 3, 4) != 10) { printf("by_ref\n"); bad = 1; }
  if (explicit_copy(4, 50) != 108) { printf("explicit_copy %d\n", explicit_copy(4, 50)); bad = 1; }
  if (explicit_ref(1, 2, 3) != 12) { printf("explicit_ref %d\n", explicit_ref(1, 2, 3)); bad = 1; }
  if (nested(5, 6) != 12) { printf("nested %d\n", nested(5, 6)); bad = 1; }
  if (generic(1, 2) != 9) { printf("generic %d\n", generic(1, 2)); bad = 1; }
  if (by_copy() != 0) { printf("empty\n"); bad = 1; }
  printf(bad ? "FAIL\n" : "PASS\n");
  return bad;
}

void use_launch(int* out) { launch(out, 1, 2, 3); }
