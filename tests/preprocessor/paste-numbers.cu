// A preprocessing number that is not a literal on its own may still be pasted into one; only
// what reaches the output is checked.
// RUN: %circlec -nocudainc -E %s 2>&1 | FileCheck %s --implicit-check-not=error
// RUN: not %circlec -E -DBAD %s 2>&1 | FileCheck %s --check-prefix=BAD

#define HEX(digits) 0x ## digits
int x = HEX(1F);
// CHECK: {{^}}int x = 0x1F;{{$}}
#ifdef BAD
int y = HEX(G);
// BAD: paste-numbers.cu:[[@LINE-1]]:9: error: hexadecimal constant has no digits{{.*}}[E0101]
#endif
