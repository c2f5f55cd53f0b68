// What GCC and clang declare implicitly in every C++ translation unit, read before each one
// (CUDA or plain C++): `__builtin_va_list`, the x86-64 `va_list` that glibc's <stdio.h> and
// <stdarg.h> name, `__int128_t`/`__uint128_t` (libcu++ and libstdc++ name them), and the
// global `operator new` and `operator delete` (below).
#pragma once

struct __va_list_tag {
  unsigned int gp_offset;
  unsigned int fp_offset;
  void *overflow_arg_area;
  void *reg_save_area;
};
typedef struct __va_list_tag __builtin_va_list[1];
typedef __int128 __int128_t;
typedef unsigned __int128 __uint128_t;

// The global allocation and deallocation functions, which every translation unit declares
// implicitly ([basic.stc.dynamic.general]/2) whether or not it includes <new>: libcu++ calls
// `::operator new(n)` where it leaves <new> out (any CUDA compiler, cuda/std/__new/allocate.h).
// The exception specifications are those libstdc++'s <new> repeats from C++11 on.
void *operator new(unsigned long);
void *operator new[](unsigned long);
void operator delete(void *) noexcept;
void operator delete[](void *) noexcept;
void operator delete(void *, unsigned long) noexcept;
void operator delete[](void *, unsigned long) noexcept;
