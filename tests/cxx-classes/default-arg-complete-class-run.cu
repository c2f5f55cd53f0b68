// A member function's default argument is a complete-class context ([class.mem]): it may name
// members declared after it, in a class, a class template's instantiation, a nested class and a
// local class. libstdc++'s testsuite helper `copy_tracker(int id = next_id_--)` (testsuite_hooks.h)
// was "use of undeclared identifier" before. g++ prints the same.
// RUN: %circlec --cudart=none %s -o %t && %t | FileCheck %s
#include <cstdio>

class Tracker {
public:
  Tracker(int id = next_id_--, bool loud = false) : id_(id), loud_(loud) {}
  int twice(int x = k * 2) const { return x + id_; }
  int id_;
  bool loud_;
  static int next_id_;
  static const int k = 3;
};
int Tracker::next_id_ = 10;

template <class T> struct Box {
  T get(T x = fallback()) { return x; }
  static T fallback() { return T(7); }
  struct Inner {
    int g(int y = Box::depth) { return y; }
  };
  static const int depth = 5;
};

int main() {
  Tracker a, b;
  // CHECK: ids 10 9 twice 16
  printf("ids %d %d twice %d\n", a.id_, b.id_, a.twice());
  Box<int> box;
  Box<int>::Inner in;
  // CHECK: box 7 inner 5
  printf("box %d inner %d\n", box.get(), in.g());
  struct Local {
    int h(int v = later) { return v; }
    static const int later = 4;
  };
  Local l;
  // CHECK: local 4
  printf("local %d\n", l.h());
  return 0;
}
