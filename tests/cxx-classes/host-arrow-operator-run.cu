// `operator->` and unary `operator*` of a smart-pointer class template: `sp->m` calls
// `operator->()` and then accesses the member through the returned pointer.
// REQUIRES: libcudart
// RUN: %circlec -S --emit=llvm --sm 52 %s -o %t
// RUN: FileCheck %s --check-prefix=IR < %t.host.ll
// RUN: %circlec --sm 52 %s -o %t.exe && %t.exe | FileCheck %s
// IR-DAG: define linkonce_odr ptr @_ZNK3PtrI5PointEptEv(
// IR-DAG: define linkonce_odr ptr @_ZNK3PtrI5PointEdeEv(
// CHECK: PASS
#include <stdio.h>
struct Point { int x, y; int sum() const { return x + y; } };
template <class T> struct Ptr {
  T *p;
  T *operator->() const { return p; }
  T &operator*() const { return *p; }
};
int main() {
  Point pt{3, 4};
  Ptr<Point> sp{&pt};
  sp->x = 5;
  int ok = sp->sum() == 9 && (*sp).y == 4;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return !ok;
}
