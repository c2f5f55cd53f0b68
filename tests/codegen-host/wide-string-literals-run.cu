// Wide and UTF-16/32 string literals: each character is `sizeof(wchar_t)` (4), 2 or 4 bytes,
// the terminator as wide as a character, the array aligned to its character. `L"Venus"` was
// emitted as 21 bytes with a one-byte terminator (wcslen read past it), and
// `wchar_t arr[] = L"c";` was "an array must be initialized with a braced list". Also in a
// global's initializer. g++ prints the same.
// RUN: %circlec --cudart=none %s -o %t && %t | FileCheck %s
// RUN: %circlec --cudart=none -S --emit=llvm %s -o %t.ir && FileCheck %s --check-prefix=IR < %t.ir.host.ll
#include <cstdio>
#include <cwchar>

// IR: constant [6 x i32] [i32 86, i32 101, i32 110, i32 117, i32 115, i32 0], align 4
wchar_t planet[] = L"Venus";
char16_t u16[] = u"ab";
char32_t u32[8] = U"xyz";

int main() {
  const wchar_t *s = L"Venus";
  wchar_t arr[] = L"c";
  // CHECK: len 5 arr 99 0 size 8
  printf("len %zu arr %d %d size %zu\n", wcslen(s), (int)arr[0], (int)arr[1], sizeof(arr));
  // CHECK: global 5 86 u16 6 98 u32 32 122 0
  printf("global %zu %d u16 %zu %d u32 %zu %d %d\n", wcslen(planet), (int)planet[0], sizeof(u16), (int)u16[1], sizeof(u32),
         (int)u32[2], (int)u32[7]);
  // CHECK: cmp 0 back 115
  printf("cmp %d back %d\n", wcscmp(s, planet), (int)s[wcslen(s) - 1]);
  return 0;
}
