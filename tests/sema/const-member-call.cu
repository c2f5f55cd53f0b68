// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
struct C {
  int n;
  int get() const { return n; }
  void bump() { ++n; }
};
void f(const C& c) {
  int a = c.get();
  // CHECK: const-member-call.cu:[[@LINE+1]]:3: error: cannot call non-const member function `bump` on a const object{{.*}}[E0404]
  c.bump();
}
