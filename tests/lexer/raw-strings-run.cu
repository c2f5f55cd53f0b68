// Raw string literals: the characters between `delim(` and `)delim"` as written, backslashes,
// quotes and newlines included, with every encoding prefix; in inline PTX (libcu++ writes its
// atomics' PTX templates so). A delimiter that is too long or has a space is an error.
// REQUIRES: libcudart
// RUN: %circlec --sm 70 %s -o %t.exe && %t.exe | FileCheck %s
// RUN: not %circlec -fsyntax-only -DBAD %s 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: %circlec --emit=ptx --sm 70 %s -o %t && FileCheck %s --check-prefix=PTX < %t.sm_70.ptx
#include <cstdio>
#include <cstring>
// CHECK: [a\n"b)"] 7
// CHECK-NEXT: [line one
// CHECK-NEXT: line two] 4 2
// PTX: add.u32
__global__ void k(unsigned* p) {
  asm volatile(R"(add.u32 %0, %0, 1;)" : "+r"(p[0]));
}
int main() {
  const char* s = R"x(a\n"b)")x";
  std::printf("[%s] %zu\n", s, std::strlen(s));
  std::printf("[%s] %zu %zu\n", R"(line one
line two)", sizeof(u8R"(abc)"), sizeof(uR"(a)") / sizeof(char16_t));
}
#ifdef BAD
// BAD: raw-strings-run.cu:[[@LINE+1]]:17: error: invalid raw string delimiter [E0109]
const char* b = R"has space(x)has space";
#endif
