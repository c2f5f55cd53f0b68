// <stdarg.h>, a compiler header as GCC's and clang's are: `va_list` over the builtin
// `__builtin_va_list` (declared by circlec's runtime wrapper), and the `__need___va_list`
// protocol by which glibc's <stdio.h> asks for `__gnuc_va_list` alone. The `va_*` macros name
// GCC's builtins: `va_start`, `va_end` and `va_copy` work in host code (passing the list on, to
// `vsnprintf` and friends); `va_arg` is not implemented yet, and using it is an error that names
// `__builtin_va_arg`.
#ifndef __GNUC_VA_LIST
#define __GNUC_VA_LIST
typedef __builtin_va_list __gnuc_va_list;
#endif

#ifndef __need___va_list
#ifndef _STDARG_H
#define _STDARG_H
typedef __gnuc_va_list va_list;
#define va_start(v, l) __builtin_va_start(v, l)
#define va_end(v) __builtin_va_end(v)
#define va_arg(v, l) __builtin_va_arg(v, l)
#define va_copy(d, s) __builtin_va_copy(d, s)
#define __va_copy(d, s) __builtin_va_copy(d, s)
#endif
#endif
#undef __need___va_list
