// A function template whose parameter binds the argument exactly (`const T&` with T = float*)
// beats a non-template that needs a pointer conversion (`const void*`): the first argument
// decides ([over.match.best]/2.1 before the non-template tie-breaker). So
// `cudaMemcpyToSymbol(&coef, ...)` selects <cuda_runtime.h>'s template and copies to the
// address of a temporary pointer (cudaErrorInvalidSymbol on a GPU, as with nvcc and clang);
// examples/saxpy.cu did that and failed on an H200. The symbol itself selects the template
// with T = float, whose `&symbol` is the registered variable.
// RUN: %circlec %s -o %t && %t | FileCheck %s
// CHECK: address-of: template
// CHECK: symbol: template, same object
// CHECK: void pointer: C function
#include <cstdio>
float coef;
const void *seen;
template <class T> const char *pick(const T &symbol, const void *, unsigned long, unsigned long = 0, int = 1) {
  seen = (const void *)&symbol;
  return "template";
}
extern "C" const char *pick(const void *symbol, const void *, unsigned long, unsigned long, int) {
  seen = symbol;
  return "C function";
}
int main() {
  float a = 1;
  printf("address-of: %s\n", pick(&coef, &a, 4, 0, 1));
  const char *w = pick(coef, &a, 4);
  printf("symbol: %s, %s\n", w, seen == (const void *)&coef ? "same object" : "another object");
  printf("void pointer: %s\n", pick((const void *)&coef, &a, 4, 0, 1));
}
