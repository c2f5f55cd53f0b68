// A class's own `operator new` / `operator delete` (and the `[]` forms, inherited from a base
// too) allocate and free its objects; `::new` / `::delete` bypass them; `operator delete(void*,
// size_t)` gets the object's size. Before, `new`/`delete` always called malloc/free, silently.
// The output is the one g++ 12 gives for this program.
// RUN: %circlec %s -o %t
// RUN: %t | FileCheck %s
// RUN: %circlec --dump-ast %s | FileCheck %s --check-prefix=AST
// RUN: not %circlec -fsyntax-only -DVIRTUAL %s 2>&1 | FileCheck %s --check-prefix=VIRT
#include <stdio.h>
#include <stdlib.h>

int log_[8];
int nlog = 0;
struct B {
  static void* operator new(size_t n) { log_[nlog++] = (int)n; return malloc(n); }
  static void* operator new[](size_t n) { log_[nlog++] = 1000 + (int)n; return malloc(n); }
  static void operator delete(void* p, size_t n) { log_[nlog++] = -(int)n; free(p); }
  static void operator delete[](void* p) { log_[nlog++] = -1000; free(p); }
};
struct D : B {
  int a, b;
  ~D() {}
};

#ifdef VIRTUAL
struct V {
  virtual ~V() {}
  static void operator delete(void* p) { free(p); }
};
// VIRT: error: `delete` through a virtual destructor of a class with its own `operator delete`{{.*}}[E0317]
void drop(V* v) { delete v; }
#endif

int main() {
  // AST: CXXNew 'D *' by operator new
  D* d = new D;
  // AST: CXXDelete by operator delete
  delete d;
  // AST: CXXNew 'D *' array by operator new[]
  D* a = new D[3];
  delete[] a;
  int* q = ::new int(4);
  ::delete q;
  D* g = ::new D;
  ::delete g;
  // CHECK: 8 -8 1032 -1000 {{$}}
  for (int i = 0; i < nlog; i++)
    printf("%d ", log_[i]);
  printf("\n");
  return 0;
}
