// A template-id names one function template specialization without a call (`twice<int>`,
// `&addn<long>`, `(void*)k<int>`), as [over.over] and [temp.arg.explicit] allow: its explicit
// arguments and the defaults determine it. In host code a kernel's address is its launch stub,
// the handle the CUDA runtime registers the kernel by (as nvcc does), also in a global's
// constant initializer. A template-id that names no specialization, or several, is an error.
// RUN: %circlec %s -o %t
// RUN: %t | FileCheck %s
// RUN: %circlec --emit=llvm -S --sm 70 %s -o %t
// RUN: FileCheck %s --check-prefix=IR < %t.host.ll
// RUN: not %circlec -fsyntax-only -DERRORS %s 2>&1 | FileCheck %s --check-prefix=ERR
#include <cstdio>

template <typename T> __global__ void k(T* o) { o[0] = 1; }
template <typename T> T twice(T x) { return 2 * x; }
template <typename T, int N = 3> T addn(T x) { return x + N; }
template <typename T> T pick(T, int) { return 1; }
template <typename T> T pick(T, double) { return 2; }
template <typename T, typename U> T conv(U u) { return T(u); }
struct M {
  template <class T> static T id(T x) { return x; }
};

// IR: @p = global ptr @_Z1kIiEvPT_
// IR: @q = global ptr @_Z1kIfEvPT_
void* p = (void*)k<int>;
void* q = (void*)&k<float>;
// IR: define linkonce_odr void @_Z1kIiEvPT_(ptr

int main() {
  int (*f)(int) = twice<int>;
  auto g = &addn<long>;
  auto h = addn<int, 10>;
  double (*i)(double) = M::id<double>;
  void* local = (void*)k<int>;
  // CHECK: 1 42 7 15 1.5 1
  printf("%d %d %ld %d %g %d\n", p != q, f(21), g(4), h(5), i(1.5), local == p);
}

#ifdef ERRORS
void errors() {
  // ERR: function-template-ids.cu:[[@LINE+1]]:14: error: `pick` names 2 function template specializations [E0408]
  auto bad = pick<int>;
  // ERR: function-template-ids.cu:[[@LINE+2]]:15: error: `conv` does not name a specialization of a function template [E0521]
  // ERR: these template arguments do not determine every template parameter
  auto bad2 = conv<int>;
}
#endif
