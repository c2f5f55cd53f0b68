// <iso646.h> as shipped by circlec (a compiler header). In C++ the alternative operator
// spellings (`and`, `or`, `not`, ...) are tokens already: the header defines nothing there.
#ifndef __CIRCLEC_ISO646_H
#define __CIRCLEC_ISO646_H
#ifndef __cplusplus
#define and &&
#define and_eq &=
#define bitand &
#define bitor |
#define compl ~
#define not !
#define not_eq !=
#define or ||
#define or_eq |=
#define xor ^
#define xor_eq ^=
#endif
#endif
