// Namespace-scope objects with destructors are destroyed at exit, last constructed first, after
// main returns (registered with `atexit` by the dynamic initializer, as clang does); objects
// with constant initializers and arrays of class objects (elements last first) are destroyed too.
// REQUIRES: libcudart
// RUN: %circlec --sm 52 %s -o %t.exe && %t.exe | FileCheck %s
// RUN: %circlec --emit=llvm -S --sm 52 -O0 %s -o %t
// RUN: FileCheck %s --check-prefix=IR < %t.host.ll
// CHECK: ctor 1
// CHECK-NEXT: ctor 2
// CHECK-NEXT: ctor 3
// CHECK-NEXT: ctor 4
// CHECK-NEXT: main
// CHECK-NEXT: dtor 4
// CHECK-NEXT: dtor 3
// CHECK-NEXT: dtor 2
// CHECK-NEXT: dtor 1
// CHECK-NEXT: dtor 0
// IR: define internal void @__circlec_global_var_fini()
// IR: call i32 @atexit(ptr @__circlec_global_var_fini)

#include <stdio.h>
struct Noisy {
  int id;
  Noisy(int i) : id(i) { printf("ctor %d\n", id); }
  ~Noisy() { printf("dtor %d\n", id); }
};
struct Plain {
  int id;
  ~Plain() { printf("dtor %d\n", id); }
};
Plain zero{0};
Noisy one(1);
Noisy two(2);
Noisy pair[2] = {Noisy(3), Noisy(4)};

int main() {
  printf("main\n");
  return 0;
}
