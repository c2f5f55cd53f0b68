// A zero-length array (a GNU extension g++ and clang accept) has size 0 and ends a struct as a
// flexible member: glibc's <fcntl.h> declares `struct file_handle` with `unsigned char
// f_handle[0]` (NVIDIA's simpleIPC and memMapIPCDrv samples stopped at "array bound is 0, not
// positive"). While substituting into a template's signature a zero bound is a deduction
// failure, as with g++ (the SFINAE idiom `char (*)[N]`).
// RUN: %circlec %s -o %t && %t | FileCheck %s
// CHECK: sizeof 8 0 offset 8
// CHECK: picked nonzero zero
#define _GNU_SOURCE 1
#include <fcntl.h>
#include <cstddef>
#include <cstdio>
struct Packet { unsigned len; int kind; unsigned char data[0]; };
int empty[0];
template <int N> const char *pick(char (*)[N]) { return "nonzero"; }
template <int N> const char *pick(...) { return "zero"; }
int main() {
  printf("sizeof %zu %zu offset %zu\n", sizeof(Packet), sizeof(empty), offsetof(struct file_handle, f_handle));
  printf("picked %s %s\n", pick<2>(nullptr), pick<0>(nullptr));
}
