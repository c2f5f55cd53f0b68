// <stdalign.h> as shipped by circlec (a compiler header, as GCC's and clang's are; libstdc++'s
// <cstdalign> includes it). In C++ `alignas` and `alignof` are keywords: only the feature
// macros remain.
#ifndef __CIRCLEC_STDALIGN_H
#define __CIRCLEC_STDALIGN_H
#ifndef __cplusplus
#define alignas _Alignas
#define alignof _Alignof
#endif
#define __alignas_is_defined 1
#define __alignof_is_defined 1
#endif
