// <stdnoreturn.h> as shipped by circlec (a compiler header). C's `noreturn` macro; C++ has the
// `[[noreturn]]` attribute, and the header defines nothing there.
#ifndef __CIRCLEC_STDNORETURN_H
#define __CIRCLEC_STDNORETURN_H
#ifndef __cplusplus
#define noreturn _Noreturn
#endif
#endif
