// The integer expressions of #if: all operators, intmax/uintmax arithmetic, character literals.
// RUN: %circlec -E -P %s | FileCheck %s --implicit-check-not=WRONG

#if 1 + 2 * 3 == 7 && (10 / 3) == 3 && 10 % 3 == 1 && (1 << 4) == 16 && (256 >> 4) == 16
int arith;
#endif
// CHECK: {{^}}int arith;{{$}}
#if (6 & 3) == 2 && (6 | 1) == 7 && (6 ^ 3) == 5 && ~0 == -1 && !0 && -(-1) == +1
int bits;
#endif
// CHECK-NEXT: {{^}}int bits;{{$}}
#if -1 < 0 && !(-1 < 0u) && 0xFFFFFFFFFFFFFFFF == -1 && 18446744073709551615u > 0
int signedness;
#endif
// CHECK-NEXT: {{^}}int signedness;{{$}}
#if (1 ? 2 : 3) == 2 && (0 ? 2 : 3) == 3 && 1 >= 1 && 1 <= 1 && 2 > 1 && 1 != 2
int compare;
#endif
// CHECK-NEXT: {{^}}int compare;{{$}}
#if 'A' == 65 && '\n' == 10 && '\x41' == 65 && '\0' == 0 && 1'000'000 == 1000000 && 0b101 == 5 && 017 == 15
int literals;
#endif
// CHECK-NEXT: {{^}}int literals;{{$}}
#if 0 || 0
WRONG
#endif
