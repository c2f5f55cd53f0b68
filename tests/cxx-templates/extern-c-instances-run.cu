// C language linkage is for the namespace-scope functions and variables written inside
// `extern "C"`: a template instance made while checking an `extern "C"` function's body, and a
// class's members, keep C++ linkage and mangled names ([dcl.link]/4-5). NVIDIA's mergeSort
// sample launches `kernel<1U>` and `kernel<0U>` from an `extern "C"` function; both instances
// got the symbol `kernel` ("cannot emit the launch stub of `kernel`: AlreadyDefined").
// RUN: %circlec %s -o %t && %t | FileCheck %s
// RUN: %circlec -O0 -c %s -o %t.o && nm %t.o | FileCheck %s --check-prefix=SYM
#include <cstdio>
template <unsigned dir> __global__ void kern(unsigned *p) { p[0] = dir; }
template <int N> int twice() { return 2 * N; }
template <int N> struct Box { static int count; int get() const { return N + count; } };
template <int N> int Box<N>::count = 10;
extern "C" {
struct Pod { int v; int get() const { return v; } };
void go(unsigned *p, int d) { if (d) kern<1U><<<1, 1>>>(p); else kern<0U><<<1, 1>>>(p); }
int host() { Pod q{5}; return twice<1>() + twice<2>() + Box<1>().get() + Box<2>().get() + q.get(); }
}
int main() { printf("sum %d\n", host()); return 0; }
// CHECK: sum 34
// SYM-DAG: W _Z4kernILj0EEvPj
// SYM-DAG: W _Z4kernILj1EEvPj
// SYM-DAG: W _Z5twiceILi1EEiv
// SYM-DAG: V _ZN3BoxILi1EE5countE
// SYM-DAG: W _ZNK3BoxILi2EE3getEv
// SYM-DAG: W _ZNK3Pod3getEv
// SYM-DAG: T go
// SYM-DAG: T host
