// Bit-fields are laid out as GCC and clang lay them out on x86-64 (and nvptx64): packed into
// units of their declared type, moved to the next unit rather than crossing one, `: 0` aligning
// to the next, named ones giving the class their type's alignment (bitfield-access-run.cu reads and writes
// them). glibc's <time.h> (struct timex) needs the layout.
// RUN: %circlec %s -o %t && %t | FileCheck %s
// CHECK: 12 8 16 4 4 4 208
#include <cstddef>
#include <cstdio>
#include <sys/timex.h>
struct A { char a; int b : 4; int c : 30; short d; };
struct B { int x : 3; int : 0; char y; long z : 40; };
union U { int a : 3; char b; };
struct C { unsigned a : 1; unsigned b : 1; };
static_assert(offsetof(struct timex, tai) == 160, "glibc's struct timex as GCC lays it out");
int main() {
  std::printf("%zu %zu %zu %zu %zu %zu %zu\n", sizeof(A), offsetof(A, d), sizeof(B), offsetof(B, y), sizeof(U), sizeof(C), sizeof(struct timex));
  return 0;
}
