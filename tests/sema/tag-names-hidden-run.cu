// A class and a function or variable of the same name coexist, as C's separate tag names do
// in C++: glibc's `struct stat` and `stat()`, `struct timezone` and `timezone`. The function or
// variable hides the class from ordinary lookup in sema; `struct X` still names the class. (The
// parser still reads a name as the class after `struct timezone {...}` even where glibc's earlier
// variable `timezone` should hide it: `timezone * 0` does not parse yet.)
// RUN: %circlec %s -o %t && %t | FileCheck %s
// CHECK: 0 1 7
#include <cstdio>
#include <sys/stat.h>
#include <sys/time.h>
#include <time.h>
struct counter { int n; };
int counter(int x) { return x + 1; }
int main() {
  struct stat st;
  int r = stat("/", &st);
  struct timezone tz;
  tz.tz_minuteswest = 0;
  struct counter c = {6};
  std::printf("%d %d %d\n", r, S_ISDIR(st.st_mode) ? 1 : 0, counter(c.n) + tz.tz_minuteswest);
  return 0;
}
