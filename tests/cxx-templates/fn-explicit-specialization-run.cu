// Explicit specializations of function templates (`template<> R f<A>(...)`), with the arguments
// written or deduced from the parameter types, declared before use and defined after it. Each
// replaces the template's pattern for its arguments, in host and device code, under the
// instance's mangled name; one that is not inline is a strong definition, as with g++
// (NVIDIA's channel_descriptor.h specializes `cudaCreateChannelDesc<T>` this way).
// RUN: %circlec %s -o %t && %t | FileCheck %s --check-prefix=OUT
// RUN: %circlec -c -O0 %s -o %t.o && nm %t.o | FileCheck %s --check-prefix=SYMS
// RUN: %circlec --emit=ptx --sm 70 %s -o %t.ptx && FileCheck %s --check-prefix=PTX < %t.sm_70.ptx
// RUN: not %circlec -fsyntax-only -DBAD %s 2>&1 | FileCheck %s --check-prefix=BAD
#include <cstdio>

template <class T> const char* name_of() { return "other"; }
template <> const char* name_of<int>() { return "int"; }
template <> inline const char* name_of<float>();

template <class T> T twice(T x) { return x + x; }
template <> double twice(double x) { return x * 3; }

template <class T> struct Box { T v; };
template <class T> int size_of(const Box<T>&) { return sizeof(T); }
template <> int size_of(const Box<char>&) { return 100; }

// PTX: mov.b32 {{%r[0-9]+}}, 104;
__global__ void k(int* out) { out[0] = twice(2) + size_of(Box<char>{}); }

int main() {
  // OUT: int other float 8 4.5 4 100
  std::printf("%s %s %s %d %g %d %d\n", name_of<int>(), name_of<char>(), name_of<float>(), twice(4), twice(1.5),
              size_of(Box<int>{}), size_of(Box<char>{}));
}

template <> inline const char* name_of<float>() { return "float"; }

// SYMS-DAG: T _Z5twiceIdET_S0_
// SYMS-DAG: W _Z5twiceIiET_S0_
// SYMS-DAG: T _Z7name_ofIiEPKcv
// SYMS-DAG: W _Z7name_ofIfEPKcv
// SYMS-DAG: T _Z7size_ofIcEiRK3BoxIT_E

#ifdef BAD
// BAD: fn-explicit-specialization-run.cu:[[@LINE+1]]:1: error: explicit specialization of `nowhere`, which is not a function template [E0521]
template <> int nowhere<int>(int);
#endif
