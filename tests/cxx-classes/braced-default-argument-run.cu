// A default argument written as a braced list copy-list-initializes the parameter, as libcu++'s
// atomics write their scope tags (`_Sco = {}` for an unnamed parameter of a template
// parameter's type): an empty tag, an aggregate, a scalar, and a class with a constructor.
// The output is g++'s.
// RUN: %circlec %s -o %t
// RUN: %t | FileCheck %s
#include <cstdio>

struct system_tag {};
struct block_tag { int level = 2; };
struct point { int x, y; };
struct scaled { int v; scaled(int a, int b) : v(a * b) {} };

template<typename Sco>
int scope_level(int base, Sco = {}) { return base + (int)sizeof(Sco); }
int level(int base, block_tag t = {}) { return base + t.level; }
int sum(point p = {3, 4}) { return p.x + p.y; }
int zero(int z = {}) { return z; }
int area(scaled s = {6, 7}) { return s.v; }

int main() {
  // CHECK: 11 12 7 0 42 19
  printf("%d %d %d %d %d %d\n", scope_level<system_tag>(10), level(10), sum(), zero(), area(), sum({9, 10}));
}
