// The predefined macros: C++17, CUDA, Circle, and LP64 x86-64 Linux; never __CUDA_ARCH__.
// RUN: %circlec -E -P %s | FileCheck %s --implicit-check-not=WRONG
// RUN: %circlec -E -P -std=c++14 %s | FileCheck %s --check-prefix=CXX14
// RUN: %circlec -E -P -std=gnu++20 %s | FileCheck %s --check-prefix=GNU20
// RUN: not %circlec -E -std=c++11 %s 2>&1 | FileCheck %s --check-prefix=BADSTD
// CXX14: {{^}}long cpp = 201402L;{{$}}
// CXX14-NOT: {{^}}int features;
// GNU20: {{^}}long cpp = 202002L;{{$}}
// GNU20-NOT: {{^}}int iso;
// BADSTD: circlec compiles C++14 and later; `c++11` is not supported

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
#if defined(__NVCOMPILER) || defined(__clang__) || defined(__CUDA_ARCH__) || defined(__GXX_RTTI) || !defined(__EXCEPTIONS)
WRONG
#endif
// As clang does, circlec presents itself as GCC 4.2.1, which the C and C++ libraries test.
int gnu = __GNUC__ * 100 + __GNUC_MINOR__ * 10 + __GNUC_PATCHLEVEL__ + __GXX_ABI_VERSION;
// CHECK-NEXT: {{^}}int gnu = 4 * 100 + 2 * 10 + 1 + 1002;{{$}}
// Feature-test macros only for what circlec implements (host exceptions since the eleventh session).
#if __cpp_if_constexpr >= 201606L && __cpp_fold_expressions && __cpp_variable_templates && !defined(__cpp_structured_bindings) && __cpp_exceptions == 199711L
int features;
#endif
// CHECK-NEXT: {{^}}int features;{{$}}
#if defined(__STRICT_ANSI__) && __STDCPP_DEFAULT_NEW_ALIGNMENT__ == 16 && __SIZEOF_INT128__ == 16 && __LDBL_MANT_DIG__ == 64
int iso;
#endif
// CHECK-NEXT: {{^}}int iso;{{$}}
