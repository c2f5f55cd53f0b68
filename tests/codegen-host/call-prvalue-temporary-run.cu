// A class prvalue returned by a call and used as an object (`f().size()`, `f().member`) is
// constructed in its temporary (the `sret` slot), not returned into one slot and copied bitwise
// into another: a `std::string` whose data pointer is its own small-string buffer, or any class
// pointing into itself, must stay where it was built. `ostringstream::str().size()` aborted
// ("munmap_chunk(): invalid pointer") freeing the stack address of the first slot.
// RUN: %circlec %s -o %t && %t | FileCheck %s
// RUN: %circlec -O0 %s -o %t0 && %t0 | FileCheck %s
// CHECK: str 2 hi
// CHECK: self 1 7
// CHECK: short 5
// CHECK: destroyed 2
#include <cstdio>
#include <sstream>
#include <string>
struct Self {
  Self *me;
  int v;
  explicit Self(int x) : me(this), v(x) {}
  Self(const Self &o) : me(this), v(o.v) {}
  ~Self() { if (me == this) ++destroyed; }
  bool at_home() const { return me == this; }
  static int destroyed;
};
int Self::destroyed = 0;
__attribute__((noinline)) Self make(int v) { return Self(v); }
__attribute__((noinline)) std::string hello() { std::string s(std::allocator<char>{}); s = "hello"; return s; }
int main() {
  std::ostringstream oss;
  oss << "hi";
  printf("str %zu %s\n", oss.str().size(), oss.str().c_str());
  printf("self %d %d\n", (int)make(7).at_home(), make(7).v);
  printf("short %zu\n", hello().size());
  printf("destroyed %d\n", Self::destroyed);
}
