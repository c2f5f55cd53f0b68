// <stdbool.h> as shipped by circlec (a compiler header; <cstdbool> includes it). In C++ `bool`,
// `true` and `false` are keywords: only the feature macro remains.
#ifndef __CIRCLEC_STDBOOL_H
#define __CIRCLEC_STDBOOL_H
#ifndef __cplusplus
#define bool _Bool
#define true 1
#define false 0
#endif
#define __bool_true_false_are_defined 1
#endif
