// Hexadecimal floating literals are rounded once to the nearest double (ties to even), also
// into the subnormal range and past 53 significant bits. `0x.0000008p-1022` and
// `0x.0000000000001p-1022` were 0 (the power of two underflowed first), and long mantissas
// were rounded digit by digit (libstdc++'s from_chars/7.cc compares with such literals).
// g++ prints the same.
// RUN: %circlec --cudart=none %s -o %t && %t | FileCheck %s
#include <cstdio>

int main() {
  // CHECK: 0x1.1p-995
  // CHECK-NEXT: 0x0.0000008p-1022
  // CHECK-NEXT: 0x0.0000000000001p-1022
  // CHECK-NEXT: 0x1.000000000000ap+0
  // CHECK-NEXT: 0x1.000000000000bp+0
  // CHECK-NEXT: 0x1.000000000000cp+0
  // CHECK-NEXT: 0x1.3333333333333p+91
  // CHECK-NEXT: -0x1p-1022
  double v[] = {0x22p-1000, 0x.0000008p-1022, 0x.0000000000001p-1022, 0x1.000000000000a800p0, 0x1.000000000000a801p0,
                0x1.000000000000b800p0, 0x99999999999999999999999p0, -0x1.fffffffffffffp-1023};
  for (double d : v)
    printf("%a\n", d);
  return 0;
}
