// A flexible array member (`T name[]` ending a struct: C99's, a GNU extension in C++ that g++
// and clang accept) is laid out as a zero-length array. glibc's <sys/socket.h> declares
// `struct cmsghdr` with `unsigned char __cmsg_data[]` (NVIDIA's simpleIPC sample stopped at
// "field `__cmsg_data` has incomplete type `unsigned char []`").
// RUN: %circlec %s -o %t && %t | FileCheck %s
// CHECK: 16 8 16 4 8
#include <sys/socket.h>
#include <cstddef>
#include <cstdio>
#include <cstdlib>
struct Msg { long len; int kind; int data[]; };
int main() {
  Msg *m = (Msg *)malloc(sizeof(Msg) + 2 * sizeof(int));
  m->data[1] = 8;
  printf("%zu %zu %zu %zu %d\n", sizeof(Msg), alignof(Msg), offsetof(struct cmsghdr, __cmsg_data), offsetof(Msg, kind) / 2, m->data[1]);
  free(m);
}
