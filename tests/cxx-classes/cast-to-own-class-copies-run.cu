// `static_cast<T>(x)` and `(T)x` for an lvalue `x` of class `T` make a copy by `T`'s copy
// constructor ([expr.static.cast]/4: the direct-initialization `T t(x)`); circlec copied the
// bytes instead, so `std::string c(static_cast<std::string>(r));` shared `r`'s buffer and the
// program crashed freeing it twice ("free(): invalid pointer", libstdc++'s
// basic_string/cons/char/8.cc). A prvalue operand is not copied. g++ prints the same.
// RUN: %circlec --cudart=none %s -o %t && %t | FileCheck %s
#include <cstdio>
#include <string>

static int copies = 0;
struct Counted {
  int v;
  Counted(int x) : v(x) {}
  Counted(const Counted &o) : v(o.v + 1) { ++copies; }
};

int main() {
  Counted a(10);
  Counted b = static_cast<Counted>(a);
  Counted c = (Counted)a;
  Counted d = static_cast<Counted>(Counted(20));
  // CHECK: 11 11 20 copies 2
  printf("%d %d %d copies %d\n", b.v, c.v, d.v, copies);
  std::string r{"rvalue"};
  std::string s(static_cast<std::string>(r));
  s += "!";
  // CHECK-NEXT: rvalue rvalue!
  printf("%s %s\n", r.c_str(), s.c_str());
  return 0;
}
