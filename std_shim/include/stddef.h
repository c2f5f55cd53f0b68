// <stddef.h>, a compiler header as GCC's and clang's are: the LP64 (x86-64 and nvptx64)
// size_t, ptrdiff_t, max_align_t (GCC's layout: 32 bytes, 16-aligned), NULL and offsetof.
// glibc's headers ask for parts of it with `#define __need_size_t` and friends; this header
// defines everything each time (each definition is guarded) and clears the requests.
#ifndef __circlec_size_t_defined
#define __circlec_size_t_defined
typedef unsigned long size_t;
#endif
#ifndef __circlec_ptrdiff_t_defined
#define __circlec_ptrdiff_t_defined
typedef long ptrdiff_t;
#endif
#ifndef __circlec_max_align_t_defined
#define __circlec_max_align_t_defined
typedef struct {
  long long __max_align_ll;
  long double __max_align_ld;
} max_align_t;
#endif

#ifndef NULL
#define NULL nullptr
#endif

// Expanded only where used; the builtin is sema's.
#ifndef offsetof
#define offsetof(type, member) __builtin_offsetof(type, member)
#endif

#undef __need_size_t
#undef __need_ptrdiff_t
#undef __need_wchar_t
#undef __need_wint_t
#undef __need_NULL
