// A namespace-scope pointer initialized from a call through a cast (`PFN f = (PFN)
// glXGetProcAddress("f")`, as NVIDIA's helper_gl.h declares every OpenGL entry point) is
// initialized at run time, before `main`; circlec reported "this address is not a constant the
// code generator can emit" (12 of NVIDIA's OpenGL samples).
// RUN: %circlec %s -o %t && %t | FileCheck %s
// CHECK: 42 7
#include <cstdio>
typedef void (*proc)(void);
typedef int (*PFN)(int);
static int twice(int x) { return 2 * x; }
extern "C" proc lookup(const unsigned char *) { return (proc)twice; }
namespace H {
static PFN fn = (PFN)lookup((const unsigned char *)"twice");
}
int values[2] = {3, 7};
int *second = (int *)((char *)values + sizeof(int));
int main() { printf("%d %d\n", H::fn(21), *second); }
