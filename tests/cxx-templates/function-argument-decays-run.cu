// A by-value parameter deduces from the decayed argument type ([temp.deduct.call]/2): a
// function's name gives a pointer to it, so `T *func` deduces T as the function type and `U f`
// deduces U as the pointer. <cuda_runtime.h>'s `cudaFuncSetAttribute(T *func, ...)` with a
// kernel's name was no candidate ("no conversion from `void (...)` to `const void *`": the C
// function alone was left), in NVIDIA's TensorCoreGemm samples.
// RUN: %circlec %s -o %t && %t | FileCheck %s
// CHECK: ptr 1 value 1 array 1 call 7
#include <cstdio>
#include <type_traits>
int seven() { return 7; }
template <class T> bool by_ptr(T *f) { return std::is_function<T>::value && f == &seven; }
template <class U> bool by_value(U f) { return std::is_same<U, int (*)()>::value; }
template <class U> bool array_value(U p) { return std::is_same<U, const int *>::value; }
template <class F> int call(F f) { return f(); }
const int table[3] = {1, 2, 3};
int main() {
  printf("ptr %d value %d array %d call %d\n", (int)by_ptr(seven), (int)by_value(seven), (int)array_value(table), call(seven));
}
