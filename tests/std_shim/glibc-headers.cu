// glibc's own <string.h>, <stdlib.h> and <math.h> (not the shipped ones: -I puts /usr/include
// first) parse, compile and link: they need GNU asm labels (`__REDIRECT`), `__inline` and unnamed
// `typedef struct { ... }` (bits/types.h). The GCC-identifying macros are given by hand until
// circlec predefines them (issue 11); <stdio.h> still stops at `__builtin_va_list`, and calling
// `div` (an external function returning `div_t` by value) is not supported in host code yet.
// RUN: %circlec -D__GNUC__=4 -D__x86_64__ -I /usr/include -I /usr/include/x86_64-linux-gnu %s -o %t
// RUN: %t | FileCheck %s
#include <math.h>
#include <stdlib.h>
#include <string.h>

extern "C" int printf(const char*, ...);

static int cmp(const void* a, const void* b) { return *(const int*)a - *(const int*)b; }

int main() {
  int v[4] = {3, 1, 4, 2};
  qsort(v, 4, sizeof(int), cmp);
  char buf[16];
  strcpy(buf, "circlec");
  // CHECK: 7 1234 3.00 5
  printf("%d %d%d%d%d %.2f %d\n", (int)strlen(buf), v[0], v[1], v[2], v[3], sqrt(9.0), abs(-5));
  return 0;
}
