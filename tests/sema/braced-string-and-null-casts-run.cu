// A character array initialized by a string literal in braces (`const char s[] = {"..."};`,
// [dcl.init.string]/1: NVIDIA's nbody sample writes its shaders so, "cannot convert `const char
// [452]` to `const char`"), and `nullptr` (circlec's `NULL`) cast to a 64-bit integer as
// `(void*)0` would be ([expr.reinterpret.cast]/4: simpleTextureDrv's `(CUdeviceptr)NULL`).
// RUN: %circlec %s -o %t && %t | FileCheck %s
// RUN: not %circlec -fsyntax-only -DBAD %s 2>&1 | FileCheck %s --check-prefix=BAD
// CHECK: 17 void main()
// CHECK: 8 abc 0 0
// BAD: error: a C-style cast cannot convert `std::nullptr_t` to `int`
#include <cstddef>
#include <cstdio>
const char shader[] = {"void main()\n"
                       "{ }\n"};
char fixed[8] = {"abc"};
int main() {
  unsigned long long p = (unsigned long long)NULL;
  unsigned long long q = reinterpret_cast<unsigned long long>(nullptr);
  printf("%zu %s", sizeof(shader), shader);
  printf("%zu %s %llu %llu\n", sizeof(fixed), fixed, p, q);
#ifdef BAD
  int narrow = (int)nullptr;
#endif
}
