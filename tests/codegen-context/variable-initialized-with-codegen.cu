// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s
__device__ int f() {
  // CHECK: variable-initialized-with-codegen.cu:[[@LINE+2]]:11: error: codegen value used outside{{.*}}[E0603]
  // CHECK: store it in a `@codegen` object
  int x = __nvvm_arch;
  return x;
}
__device__ void g(int);
__device__ void h() {
  // CHECK: variable-initialized-with-codegen.cu:[[@LINE+1]]:5: error: codegen value used outside{{.*}}[E0603]
  g(__nvvm_arch * 2);
}
