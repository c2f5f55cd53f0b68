// Conversion functions: `explicit operator bool` in conditions and casts, `operator double`
// in initialization, arguments, casts and built-in arithmetic, `operator int*`; symbols as
// clang mangles them (`cv<type>`).
// REQUIRES: libcudart
// RUN: %circlec -S --emit=llvm --sm 52 %s -o %t
// RUN: FileCheck %s --check-prefix=IR < %t.host.ll
// RUN: %circlec --sm 52 %s -o %t.exe && %t.exe | FileCheck %s
// IR-DAG: define linkonce_odr zeroext i1 @_ZNK4FlagcvbEv(
// IR-DAG: define linkonce_odr double @_ZNK6MeterscvdEv(
// IR-DAG: define linkonce_odr ptr @_ZN6HandlecvPiEv(
// CHECK: PASS
#include <stdio.h>
struct Flag {
  int v;
  explicit operator bool() const { return v != 0; }
};
struct Meters {
  double m;
  operator double() const { return m; }
};
struct Handle {
  int *p;
  operator int *() { return p; }
};
double twice(double x) { return 2 * x; }
int main() {
  Flag f{3}, z{0};
  Meters d{1.5};
  int arr[2] = {7, 8};
  Handle h{arr};
  int ok = 1;
  if (!f || z) ok = 0;
  double x = d;
  ok = ok && x == 1.5 && twice(d) == 3.0 && (int)d == 1 && static_cast<bool>(f);
  int *q = h;
  ok = ok && q[1] == 8 && d + 1.0 == 2.5;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return !ok;
}
