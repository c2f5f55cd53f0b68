// An unnamed class typed by the declaration around it: `typedef struct { ... } T;` at namespace
// and block scope, and `struct { ... } v;` (glibc's <bits/types.h> and NVIDIA's sample helpers
// use the typedef form). It was "unknown type name `<anon#2>`", with the parser's internal name.
// RUN: %circlec %s -o %t
// RUN: %t | FileCheck %s
// RUN: not %circlec -fsyntax-only -DBAD %s 2>&1 | FileCheck %s --check-prefix=BAD
#include <stdio.h>

typedef struct {
  int sm;
  int cores;
} Entry;
static Entry table[] = {{70, 64}, {80, 64}, {90, 128}};
struct {
  int hits;
} counters;

int lookup(int sm) {
  typedef struct {
    int found;
    int index;
  } Result;
  Result r = {0, -1};
  for (int i = 0; i < 3; i++)
    if (table[i].sm == sm) {
      r.found = 1;
      r.index = i;
    }
  counters.hits += r.found;
  return r.found ? table[r.index].cores : 0;
}

#ifdef BAD
// BAD: error: cannot convert `Entry` to `int` in initialization{{.*}}[E0401]
// BAD-NOT: anon#
int bad = table[0];
#endif

int main() {
  // CHECK: 128 0 1
  printf("%d %d %d\n", lookup(90), lookup(52), counters.hits);
  return 0;
}
