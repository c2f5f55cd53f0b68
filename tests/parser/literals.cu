// An integer literal that does not fit in 128 bits is an error; parsing goes on.
// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
unsigned long long big = 0x1'0000'0000'0000'0000'0000'0000'0000'0000;
// CHECK: literals.cu:[[@LINE-1]]:26: error[E0207]: integer literal `0x1'0000'0000'0000'0000'0000'0000'0000'0000` is too large [invalid-literal]
const char* s = u"a" U"b";
// CHECK: literals.cu:[[@LINE-1]]:22: error[E0211]: adjacent string literals have different encoding prefixes [mixed-string-prefixes]
// CHECK: 2 errors generated.
