// <stddef.h> as shipped by circlec: the LP64 (x86-64 and nvptx64) definitions of size_t,
// ptrdiff_t, NULL and offsetof. (std::nullptr_t and max_align_t, which need decltype and
// long double, come with the issues that add those.)
#pragma once

#ifndef __circlec_size_t_defined
#define __circlec_size_t_defined
typedef unsigned long size_t;
#endif
#ifndef __circlec_ptrdiff_t_defined
#define __circlec_ptrdiff_t_defined
typedef long ptrdiff_t;
#endif

#ifndef NULL
#define NULL nullptr
#endif

// Expanded only where used; the builtin is sema's.
#define offsetof(type, member) __builtin_offsetof(type, member)
