// `#pragma pack` caps the alignment of the members of the classes defined after it, as g++
// and clang lay them out: `pack(1)`, `pack(push, 2)`, `pack(pop)`, `pack()`, `_Pragma("pack(4)")`
// and an argument from a macro (expanded, as clang does; g++ leaves it). NVIDIA's dct8x8 sample reads BMP headers through `#pragma
// pack(1)` structs; circlec dropped the pragma silently and read them 2 bytes off ("Image file
// not found or invalid" on an H200). A bad argument is a warning and the pragma is ignored.
// RUN: %circlec %s -o %t && %t | FileCheck %s
// RUN: %circlec -E %s | FileCheck %s --check-prefix=PP
// RUN: %circlec -fsyntax-only -DBAD %s 2>&1 | FileCheck %s --check-prefix=BAD
// CHECK: bmp 14 2 10
// CHECK: natural 8 4
// CHECK: pack2 6 2
// CHECK: macro 12 4 8
// CHECK: reset 16 8
// PP: #pragma pack(push,1)
// PP: #pragma pack(pop)
// BAD: warning: `#pragma pack(3)`: `3` is not 1, 2, 4, 8 or 16; the pragma is ignored [E0214]
#include <cstddef>
#include <cstdio>
#pragma pack(push, 1)
typedef struct { unsigned short sig; unsigned int size; unsigned short r1, r2; unsigned int off; } FileHeader;
#pragma pack(pop)
struct Natural { char c; int i; };
#pragma pack(push)
#pragma pack(2)
struct Pack2 { char c; int i; };
#pragma pack(pop)
#define PACK_N 4
#pragma pack(push, PACK_N)
struct Macro { char c; double d; };
#pragma pack(pop)
_Pragma("pack(push, 4)")
struct Wide { char c; double d; };
#pragma pack()
struct Reset { char c; double d; };
_Pragma("pack(pop)")
#ifdef BAD
#pragma pack(3)
#endif
int main() {
  printf("bmp %zu %zu %zu\n", sizeof(FileHeader), offsetof(FileHeader, size), offsetof(FileHeader, off));
  printf("natural %zu %zu\n", sizeof(Natural), offsetof(Natural, i));
  printf("pack2 %zu %zu\n", sizeof(Pack2), offsetof(Pack2, i));
  printf("macro %zu %zu %zu\n", sizeof(Macro), offsetof(Macro, d), sizeof(Wide) - sizeof(Macro) + 8);
  printf("reset %zu %zu\n", sizeof(Reset), offsetof(Reset, d));
}
