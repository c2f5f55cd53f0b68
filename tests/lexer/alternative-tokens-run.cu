// The alternative tokens of [lex.digraph]: `and or not bitand bitor xor compl and_eq or_eq
// xor_eq not_eq` are the operators they spell, in code and in `#if`, and keep their spelling
// when stringized. They were identifiers ("expected `)`, found identifier `and`").
// g++ prints the same.
// RUN: %circlec --cudart=none %s -o %t && %t | FileCheck %s
#include <cstdio>
#define S(x) #x
#define STR(x) S(x)

#if 1 and not 0 and (2 bitand 3) == 2
#define PP_OK 1
#else
#define PP_OK 0
#endif

int mix(int a, int b) {
  int c = a bitand b; // 1
  c or_eq 8;          // 9
  c xor_eq 1;         // 8
  c and_eq 12;        // 8
  return (a bitor b) + (a xor b) + c + (compl 0) + (c not_eq 8) + (a or b) + (not a);
}

int main() {
  // CHECK: pp 1 mix 21 'a and b'
  printf("pp %d mix %d '%s'\n", PP_OK, mix(3, 5), STR(a and b));
  return 0;
}
