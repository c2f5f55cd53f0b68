// The predefined macros: C++17, CUDA, Circle, and LP64 x86-64 Linux; never __CUDA_ARCH__.
// RUN: %circlec -E -P %s | FileCheck %s --implicit-check-not=WRONG

long cpp = __cplusplus;
// CHECK: {{^}}long cpp = 201703L;{{$}}
int cuda = __CUDACC__ + __circle__ + __circle_nvvm__;
// CHECK-NEXT: {{^}}int cuda = 1 + 1 + 1;{{$}}
int sizes = __CHAR_BIT__ + __SIZEOF_INT__ + __SIZEOF_LONG__ + __SIZEOF_POINTER__;
// CHECK-NEXT: {{^}}int sizes = 8 + 4 + 8 + 8;{{$}}
#if defined(__x86_64__) && defined(__LP64__) && defined(__linux__) && __INT_MAX__ == 2147483647
int platform;
#endif
// CHECK-NEXT: {{^}}int platform;{{$}}
#if defined(__NVCOMPILER) || defined(__clang__) || defined(__GNUC__)
WRONG
#endif
