// Three ambiguities that NVIDIA's headers hit (found building the cdp samples with thrust and
// libcu++): `>>>` closing three template argument lists in a function's parameter declaration
// (libcu++'s submdspan.h), a C-style cast to a pointer to an array of a named type
// (`(T(*)[4])a`, cuda_pipeline.h) and `T(*this).swap(*this);`, an expression statement since
// `this` cannot be declared (thrust's vector_base.inl). Output compared with g++ 12.
// RUN: %circlec --cudart=none %s -o %t && %t | FileCheck %s
#include <cstdio>

template <class T> struct W { T v; };
int unwrap(W<W<W<int>>> w) { return w.v.v.v; }

typedef int Elem;

struct Vec {
  int size = 3;
  void swap(Vec &o) {
    int t = size;
    size = o.size;
    o.size = t;
  }
  void shrink() { Vec(*this).swap(*this); }
};

int main() {
  W<W<W<int>>> w{{{5}}};
  int a[4] = {1, 2, 3, 4};
  Elem(*rows)[4] = (Elem(*)[4])a;
  int &(*pick)(int &) = nullptr;
  (void)pick;
  Vec v;
  v.shrink();
  printf("%d %d %d\n", unwrap(w), (*rows)[2], v.size);
  // CHECK: 5 3 3
  return 0;
}
