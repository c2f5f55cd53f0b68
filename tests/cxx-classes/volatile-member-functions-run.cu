// Member functions that differ only in `volatile` are distinct overloads (cuda_fp16.hpp's
// `operator __half_raw() const` beside `operator __half_raw() const volatile`), chosen by the
// object's cv-qualification: a plain object takes the least qualified one that accepts it, a
// volatile object only the volatile ones. Their Itanium names carry the qualifiers
// (`_ZNVK...`, as clang-19 writes them), and an unnamed class declared by a typedef is
// mangled by the typedef's name (`_Z4bits3Raw`). The output matches g++'s.
// REQUIRES: libcudart
// RUN: %circlec --sm 52 %s -o %t.exe && %t.exe | FileCheck %s
// RUN: %circlec --sm 52 -O0 -c %s -o %t.o && nm %t.o | FileCheck %s --check-prefix=SYM
// CHECK: plain=1 const=2 volatile=3 cv=4
// CHECK-NEXT: conversions 10 20 5
// SYM-DAG: _ZN1R3getEv
// SYM-DAG: _ZNK1R3getEv
// SYM-DAG: _ZNV1R3getEv
// SYM-DAG: _ZNVK1R3getEv
// SYM-DAG: _ZNK1RcviEv
// SYM-DAG: _ZNVK1RcviEv
// SYM-DAG: _Z4bits3Raw
#include <stdio.h>
typedef struct { int bits; } Raw;
struct R {
  int v;
  __attribute__((noinline)) int get() { return 1; }
  __attribute__((noinline)) int get() const { return 2; }
  __attribute__((noinline)) int get() volatile { return 3; }
  __attribute__((noinline)) int get() const volatile { return 4; }
  __attribute__((noinline)) operator int() const { return 10; }
  __attribute__((noinline)) operator int() const volatile { return 20; }
};
__attribute__((noinline)) int bits(Raw r) { return r.bits; }
int main() {
  R a{0};
  const R b{0};
  volatile R c{0};
  const volatile R d{0};
  printf("plain=%d const=%d volatile=%d cv=%d\n", a.get(), b.get(), c.get(), d.get());
  int x = a, y = c;
  Raw raw = {5};
  printf("conversions %d %d %d\n", x, y, bits(raw));
  return 0;
}
