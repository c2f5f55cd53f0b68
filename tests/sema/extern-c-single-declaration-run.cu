// `extern "C" T x;` (a linkage specification without braces) declares as if `extern` were
// written ([dcl.link]/8): without an initializer it is a declaration, which a later
// `extern "C" T x = v;` defines. NVIDIA's scan sample declares `extern "C" const uint
// MAX_BATCH_ELEMENTS;` in a header and defines it in scan.cu ("redefinition"). Inside braces,
// `extern "C" { int y; }` defines.
// RUN: %circlec -DDEFINE_COUNTER %s -o %t && %t | FileCheck %s
// RUN: %circlec -c %s -o %t.o && nm %t.o | FileCheck %s --check-prefix=SYM
// CHECK: 64 5 0
// SYM-DAG: U counter
// SYM-DAG: {{[DR]}} MAX_B
// SYM-DAG: B defined_here
#include <cstdio>
typedef unsigned int uint;
extern "C" const uint MAX_B;
extern "C" const uint MAX_B = 64;
extern const int other;
extern const int other = 5;
extern "C" int counter;
#ifdef DEFINE_COUNTER
extern "C" int counter = 0;
#endif
extern "C" { int defined_here; }
int use_counter() { return counter; }
int main() { printf("%u %d %d\n", MAX_B, other, defined_here + use_counter()); }
