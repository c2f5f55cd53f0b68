// Partial ordering: of several matching class partial specializations the most specialized
// is chosen ([temp.class.order]), and of two function templates that match a call equally
// well the more specialized one ([temp.func.order]); host and device.
// RUN: %circlec %s -o %t
// RUN: %t | FileCheck %s
// RUN: %circlec --emit=ptx --sm 70 %s -o %t.dev && FileCheck %s --check-prefix=PTX < %t.dev.sm_70.ptx
// CHECK: bad=0
// The kernel folds to 0 + 2 * 1000 + 2 * 10000.
// PTX: mov.b32 {{.*}}, 22000;
#include <stdio.h>

template<class T, class U> struct P { static const int v = 0; };
template<class T> struct P<T, int> { static const int v = 1; };
template<class T> struct P<T*, int> { static const int v = 2; };
template<class T, class U> struct P2 { static const int v = 0; };
template<class T> struct P2<T*, T> { static const int v = 3; };
template<class T, class U> struct P2<T*, U> { static const int v = 1; };
template<> struct P<char*, int> { static const int v = 4; };
static_assert(P<int*, int>::v == 2, "T*,int beats T,int");
static_assert(P<int, int>::v == 1, "");
static_assert(P<int, float>::v == 0, "");
static_assert(P2<float*, float>::v == 3, "");
static_assert(P2<float*, int>::v == 1, "");
static_assert(P<char*, int>::v == 4, "explicit beats partial");

template<class T> struct Box {};
template<class T> struct Q { static const int v = 0; };
template<class T> struct Q<Box<T>> { static const int v = 1; };
template<class T> struct Q<Box<T*>> { static const int v = 2; };
template<class T> struct Q<const T> { static const int v = 3; };
template<class T> struct Q<const T*> { static const int v = 4; };
static_assert(Q<Box<int>>::v == 1, "");
static_assert(Q<Box<int*>>::v == 2, "");
static_assert(Q<const int>::v == 3, "");
static_assert(Q<const int*>::v == 4, "");

template<int N, class T> struct R { static const int v = 0; };
template<class T> struct R<0, T> { static const int v = 1; };
template<class T> struct R<0, T*> { static const int v = 2; };
template<int N> struct R<N, char> { static const int v = 3; };
static_assert(R<0, int*>::v == 2, "");
static_assert(R<0, int>::v == 1, "");
static_assert(R<5, char>::v == 3, "");

template<class... Ts> struct L { static const int v = 0; };
template<class T, class... Ts> struct L<T, Ts...> { static const int v = 1; };
template<class T, class... Ts> struct L<T*, Ts...> { static const int v = 2; };
template<class T> struct L<T> { static const int v = 3; };
static_assert(L<>::v == 0, "");
static_assert(L<int, int>::v == 1, "");
static_assert(L<int*, int>::v == 2, "");
static_assert(L<int>::v == 3, "");

template<class T> int f(T) { return 1; }
template<class T> int f(T*) { return 2; }
template<class T> int f(const T*) { return 3; }
template<class T> int g(const T&) { return 1; }
template<class T> int g(const Box<T>&) { return 2; }
template<class T> int h(T, T) { return 1; }
template<class T, class U> int h(T, U) { return 2; }
template<class T> int k(T&) { return 1; }
template<class T> int k(T* const&) { return 2; }

__host__ __device__ int all() {
  int x = 0; const int cx = 0; int* p = &x; Box<int> b;
  int bad = 0;
  if (f(x) != 1) bad |= 1;
  if (f(p) != 2) bad |= 2;
  if (f(&cx) != 3) bad |= 4;
  if (g(x) != 1) bad |= 8;
  if (g(b) != 2) bad |= 16;
  if (h(1, 2) != 1) bad |= 32;
  if (h(1, 2.0) != 2) bad |= 64;
  if (k(x) != 1) bad |= 128;
  if (k(p) != 1) bad |= 256;  // T& binds without adding const
  return bad;
}
__global__ void kern(int* out) { *out = all() + P<int*, int>::v * 1000 + Q<Box<int*>>::v * 10000; }
int main() {
  int bad = all();
  printf("bad=%d\n", bad);
  return bad != 0;
}
