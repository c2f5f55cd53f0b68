// Function-local statics with constructors and destructors: initialized the first time control
// passes the declaration (thread-safe, with a guard variable as clang mangles it), destroyed at
// exit in reverse order of construction (registered with `__cxa_atexit`), after `main` returns.
// A constant-initialized static with a destructor is registered on first pass too. The guard
// protocol is Itanium's, in module-internal functions (circlec links without the C++ runtime).
// A namespace-scope two-dimensional array of class objects is destroyed last (registered first).
// REQUIRES: libcudart
// RUN: %circlec --sm 70 %s -o %t.exe && %t.exe | FileCheck %s
// RUN: %circlec --emit=llvm -S --sm 70 -O0 %s -o %t
// RUN: FileCheck %s --check-prefix=IR < %t.host.ll
// CHECK: start
// CHECK-NEXT: ctor 1
// CHECK-NEXT: get 1
// CHECK-NEXT: get 1
// CHECK-NEXT: ctor 5
// CHECK-NEXT: plain 7
// CHECK-NEXT: ctor 40
// CHECK-NEXT: ctor 41
// CHECK-NEXT: main end
// The last constructed is destroyed first; array elements last first.
// CHECK-NEXT: dtor 41
// CHECK-NEXT: dtor 40
// CHECK-NEXT: dtorP 7
// CHECK-NEXT: dtor 5
// CHECK-NEXT: dtor 1
// CHECK-NEXT: dtorP 63
// CHECK-NEXT: dtorP 62
// CHECK-NEXT: dtorP 61
// CHECK-NEXT: dtorP 60
// CHECK-NOT: dtor

// IR-DAG: @_ZZ3getiE1n = internal global %struct.Noisy zeroinitializer, align 4
// IR-DAG: @_ZGVZ3getiE1n = internal global i64 0, align 8
// IR-DAG: @__dso_handle = external hidden global i8
// IR-LABEL: define {{.*}}i32 @_Z3geti(
// IR: load atomic i8, ptr @_ZGVZ3getiE1n acquire, align 8
// IR: call i32 @__circlec_guard_acquire(ptr @_ZGVZ3getiE1n)
// IR: call void @_ZN5NoisyC{{[12]}}Ei(ptr @_ZZ3getiE1n
// IR: call i32 @__cxa_atexit(ptr @_ZN5NoisyD{{[12]}}Ev, ptr @_ZZ3getiE1n, ptr @__dso_handle)
// IR: call void @__circlec_guard_release(ptr @_ZGVZ3getiE1n)
// IR: define internal void @__cxx_global_array_dtor(ptr

#include <stdio.h>
struct Noisy {
  int id;
  Noisy(int i) : id(i) { printf("ctor %d\n", id); }
  ~Noisy() { printf("dtor %d\n", id); }
};
struct Plain {
  int id;
  ~Plain() { printf("dtorP %d\n", id); }
};
Plain grid[2][2] = {{{60}, {61}}, {{62}, {63}}};
int get(int k) {
  static Noisy n(k);
  return n.id;
}
int plain() {
  static Plain p{7};
  return p.id;
}
struct Holder {
  static Noisy& inst() {
    static Noisy n(5);
    return n;
  }
};
int arr() {
  static Noisy a[2][1] = {{Noisy(40)}, {Noisy(41)}};
  return a[1][0].id;
}
int counter() {
  static int calls = 0;  // constant-initialized, no guard
  return ++calls;
}

int main() {
  printf("start\n");
  printf("get %d\n", get(1));
  printf("get %d\n", get(2));
  Holder::inst();
  printf("plain %d\n", plain());
  arr();
  arr();
  counter();
  if (counter() != 2) printf("FAIL counter\n");
  printf("main end\n");
  return 0;
}
