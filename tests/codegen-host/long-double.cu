// `long double` on the host is x87's 80-bit type in a 16-byte slot, as sema lays it out and as
// clang emits it, so arrays of it agree between layout and code; the program checks its result.
// RUN: %circlec -S --emit=llvm --sm 70 %s -o %t && FileCheck %s < %t.host.ll
// RUN: %circlec --sm 70 %s -o %t.exe && %t.exe | FileCheck %s --check-prefix=OUT
#include <cstdio>
static_assert(sizeof(long double) == 16 && alignof(long double) == 16, "x86-64 long double");
long double half(long double x) { return x / 2; }
// CHECK: define {{.*}}x86_fp80 @_Z4halfe(x86_fp80
int main() {
  long double xs[3] = {1.0L, 2.0L, 3.0L};
  long double s = half(xs[0] + xs[1] + xs[2]);
  printf("%d %d\n", (int)sizeof(xs), (int)(s * 2));
  // OUT: 48 6
  return 0;
}
