// The implicit copy assignment of a class with a member whose `operator=` is deleted is itself
// deleted, not an error at the class (libstdc++'s `vector::_Temporary_value` holds such a
// union); only assigning the class is an error.
// RUN: %circlec -fsyntax-only %s
// RUN: not %circlec -fsyntax-only -DASSIGN %s 2>&1 | FileCheck %s --implicit-check-not='error['
struct NoAssign {
  int v = 0;
  NoAssign &operator=(const NoAssign &) = delete;
};
struct Holder {
  NoAssign member;
  int n = 1;
};
int main() {
  Holder a, b;
  Holder c(a);
#ifdef ASSIGN
  // CHECK: implicit-assign-deleted.cu:[[@LINE+1]]:3: error: call of deleted function `operator=`{{.*}}[E0430]
  a = b;
#endif
  return c.n - 1;
}
