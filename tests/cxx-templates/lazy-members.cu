// Member functions of a class template instantiation are checked when first used: `neg` and
// `bad` are invalid for `Box<int*>` but never called, so the program compiles and runs; calling
// one reports the error inside the instantiation.
// RUN: %circlec %s -o %t
// RUN: %t; test $? = 0
// RUN: not %circlec -fsyntax-only -DUSE_BAD %s 2>&1 | FileCheck %s
template<class T> struct Box {
  T x;
  T get() const { return x; }
  T neg() const { return -x; }
  // CHECK: lazy-members.cu:[[@LINE+1]]:28: error: member access on `int *const`, which is not a class [E0411]
  int bad() const { return x.nothing; }
};
int main() {
  int a = 1;
  Box<int*> b{&a};
#ifdef USE_BAD
  b.bad();
#endif
  return *b.get() - 1;
}
