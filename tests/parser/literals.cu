// An integer literal that does not fit in 64 bits (`unsigned long long`, the widest type a
// literal can have) is an error; parsing goes on.
// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
unsigned long long big = 0x1'0000'0000'0000'0000'0000'0000'0000'0000;
// CHECK: literals.cu:[[@LINE-1]]:26: error: integer literal `0x1'0000'0000'0000'0000'0000'0000'0000'0000` is too large to be represented in any integer type [E0207]
unsigned long long big2 = 0xFFFFFFFFFFFFFFFFFFFFFFFF;
// CHECK: literals.cu:[[@LINE-1]]:27: error: integer literal `0xFFFFFFFFFFFFFFFFFFFFFFFF` is too large to be represented in any integer type [E0207]
unsigned long long max = 0xFFFFFFFFFFFFFFFF;
const char* s = u"a" U"b";
// CHECK: literals.cu:[[@LINE-1]]:22: error: adjacent string literals have different encoding prefixes [E0211]
// CHECK: 3 errors generated.
